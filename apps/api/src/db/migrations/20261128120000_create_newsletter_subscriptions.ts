import type { Knex } from 'knex';

/**
 * People who asked for the newsletter, one row per address (unique whatever its case). A subscription is `pending`
 * until the e-mailed link confirms it (double opt-in), then `confirmed`, and `unsubscribed` when its owner says so;
 * the row stays, so an address can be told apart from one never seen. Only the SHA-256 of the confirmation token is
 * kept, with its expiry; it is cleared on unsubscribing, so an old confirmation link cannot undo an unsubscribe.
 * Subscriptions are not tied to accounts: anyone may subscribe, signed in or not.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('newsletter_subscriptions', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('email').notNullable();
    t.text('status').notNullable().defaultTo('pending');
    t.text('source');
    t.text('confirm_token_hash').unique();
    t.timestamp('confirm_token_expires_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('confirmed_at', { useTz: true });
    t.timestamp('unsubscribed_at', { useTz: true });
  });
  await knex.raw('create unique index newsletter_subscriptions_email_unique on newsletter_subscriptions (lower(email))');
  await knex.raw(
    "alter table newsletter_subscriptions add constraint newsletter_subscriptions_status_check check (status in ('pending', 'confirmed', 'unsubscribed'))",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('newsletter_subscriptions');
}
