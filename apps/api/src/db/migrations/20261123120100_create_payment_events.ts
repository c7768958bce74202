import type { Knex } from 'knex';

/**
 * What the payment side was told and what it did about it: each webhook (kept once by its event id, with a count
 * of deliveries, so a replay is recognised and applies nothing) and each refused verification (a forged or
 * mismatched signature, a tampered amount).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payment_events', (t) => {
    t.bigIncrements('id');
    t.text('source').notNullable(); // webhook | verify
    t.text('event_id');
    t.text('event_type').notNullable();
    t.text('outcome').notNullable(); // applied | ignored | rejected
    t.text('detail');
    t.uuid('payment_attempt_id').references('payment_attempts.id').onDelete('SET NULL');
    t.uuid('user_id').references('users.id').onDelete('SET NULL');
    t.integer('deliveries').notNullable().defaultTo(1);
    t.timestamps(true, true);
    t.index(['created_at']);
  });
  await knex.raw("alter table payment_events add constraint payment_events_source_check check (source in ('webhook', 'verify'))");
  await knex.raw(
    "alter table payment_events add constraint payment_events_outcome_check check (outcome in ('applied', 'ignored', 'rejected'))",
  );
  await knex.raw("create unique index payment_events_one_per_webhook on payment_events (event_id) where source = 'webhook'");
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('payment_events');
}
