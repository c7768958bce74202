import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // Kept in the database, not in memory, so the limit holds across API processes.
  await knex.schema.createTable('login_failures', (t) => {
    t.bigIncrements('id');
    t.text('key').notNullable(); // "account:<email>" or "address:<ip>"
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['key', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('login_failures');
}
