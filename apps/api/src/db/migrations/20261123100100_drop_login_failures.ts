import type { Knex } from 'knex';

/** Failed sign-ins are counted in rate_limits now, by the same mechanism as every other limit. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.dropTable('login_failures');
}

/** Brings the table back as it was created; the counts it held lapse within minutes, so none are restored. */
export async function down(knex: Knex): Promise<void> {
  await knex.schema.createTable('login_failures', (t) => {
    t.bigIncrements('id');
    t.text('key').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['key', 'created_at']);
  });
}
