import type { Knex } from 'knex';

/**
 * The webhook outbox: one row per event and endpoint, written in the same transaction as the change it reports, with
 * the body it sends. Its `message_id` is the `webhook-id` of every attempt, so receivers can drop repeats.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('webhook_deliveries', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('endpoint_id').notNullable().references('webhook_endpoints.id').onDelete('CASCADE');
    t.text('message_id').notNullable().unique();
    t.text('event_type').notNullable();
    t.text('payload').notNullable();
    t.text('state').notNullable().defaultTo('pending');
    // Automatic attempts made since the delivery was (re)queued; the retry schedule counts these.
    t.integer('attempt_count').notNullable().defaultTo(0);
    t.timestamp('next_attempt_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['endpoint_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('webhook_deliveries');
}
