import type { Knex } from 'knex';

/** Each try at sending a webhook delivery: what the receiver answered, how long it took, or why it failed. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('webhook_attempts', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('delivery_id').notNullable().references('webhook_deliveries.id').onDelete('CASCADE');
    t.integer('status_code');
    t.integer('duration_ms').notNullable();
    t.text('error');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['delivery_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('webhook_attempts');
}
