import type { Knex } from 'knex';

/**
 * The sandbox payment provider's own books, for machines without payment keys: its orders and subscriptions
 * (one table, as checkouts) and the payments made on its checkout page. The API reads them only through the
 * provider interface, as it reads Razorpay's.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sandbox_checkouts', (t) => {
    t.text('id').primary(); // order_sbx_… or sub_sbx_…
    t.text('kind').notNullable(); // order | subscription
    t.text('plan');
    t.integer('amount_cents').notNullable();
    t.text('currency').notNullable();
    t.text('status').notNullable(); // created | paid | active | cancelled
    t.boolean('cancel_at_period_end').notNullable().defaultTo(false);
    t.timestamp('current_start', { useTz: true });
    t.timestamp('current_end', { useTz: true });
    t.jsonb('notes').notNullable().defaultTo('{}');
    t.timestamps(true, true);
  });
  await knex.schema.createTable('sandbox_payments', (t) => {
    t.text('id').primary(); // pay_sbx_…
    t.text('checkout_id').notNullable().references('sandbox_checkouts.id').onDelete('CASCADE');
    t.integer('amount_cents').notNullable();
    t.text('currency').notNullable();
    t.text('status').notNullable(); // captured | failed
    t.text('method').notNullable();
    t.text('failure_reason');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('sandbox_payments');
  await knex.schema.dropTable('sandbox_checkouts');
}
