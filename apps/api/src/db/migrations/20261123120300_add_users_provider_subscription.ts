import type { Knex } from 'knex';

/** The provider's id of the subscription the account's plan comes from: renewals, cancellation and webhooks find it. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.text('provider_subscription_id');
    t.index(['provider_subscription_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('provider_subscription_id');
  });
}
