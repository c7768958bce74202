import type { Knex } from 'knex';

/**
 * Every order a person starts is a payment attempt, whatever becomes of it: the record admins read, and the one
 * place a payment's state lives. A plan's later charges (renewals) are attempts of their own, one per provider
 * payment, so each period is granted once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payment_attempts', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('kind').notNullable(); // pack | plan | renewal
    t.text('plan'); // basic | pro, for plans and renewals
    t.integer('credits').notNullable();
    t.integer('amount_cents').notNullable();
    t.text('currency').notNullable();
    t.text('provider').notNullable(); // razorpay | sandbox
    t.text('provider_order_id').unique();
    t.text('provider_subscription_id');
    t.text('provider_payment_id').unique();
    t.text('status').notNullable().defaultTo('pending'); // pending | completed | failed | abandoned
    t.text('failure_reason');
    t.text('method');
    t.timestamp('completed_at', { useTz: true });
    t.timestamps(true, true);
    t.index(['user_id', 'created_at']);
    t.index(['status', 'created_at']);
  });
  await knex.raw("alter table payment_attempts add constraint payment_attempts_kind_check check (kind in ('pack', 'plan', 'renewal'))");
  await knex.raw(
    "alter table payment_attempts add constraint payment_attempts_status_check check (status in ('pending', 'completed', 'failed', 'abandoned'))",
  );
  await knex.raw('alter table payment_attempts add constraint payment_attempts_amount_check check (amount_cents >= 0 and credits >= 0)');
  // A subscription is bought by exactly one attempt; its renewals point at it by the same provider id.
  await knex.raw(
    "create unique index payment_attempts_one_plan_per_subscription on payment_attempts (provider_subscription_id) where kind = 'plan'",
  );
  await knex.raw('create index payment_attempts_subscription on payment_attempts (provider_subscription_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('payment_attempts');
}
