import type { Knex } from 'knex';

/**
 * Completed payments of deleted accounts, kept for the accounts (bookkeeping law keeps records of sales for years)
 * without anything that names the person: no user id, e-mail or name, only what was sold, for how much, when, and
 * the provider's references to reconcile with its statements. The id is the payment attempt's.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('retained_payments', (t) => {
    t.uuid('id').primary();
    t.text('kind').notNullable();
    t.text('plan');
    t.integer('credits').notNullable();
    t.integer('amount_cents').notNullable();
    t.text('currency').notNullable();
    t.text('provider').notNullable();
    t.text('provider_order_id');
    t.text('provider_subscription_id');
    t.text('provider_payment_id');
    t.text('method');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('completed_at', { useTz: true });
    t.timestamp('retained_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('retained_payments');
}
