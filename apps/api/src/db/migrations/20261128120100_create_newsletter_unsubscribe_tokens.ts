import type { Knex } from 'knex';

/**
 * The unsubscribe links of newsletter e-mails: every e-mail to a confirmed subscriber carries a token of its own, and
 * any of them unsubscribes. Only each token's SHA-256 is kept. Links do not expire (an old issue's link must still
 * work) and go with their subscription.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('newsletter_unsubscribe_tokens', (t) => {
    t.text('token_hash').primary();
    t.uuid('subscription_id').notNullable().references('newsletter_subscriptions.id').onDelete('CASCADE').index();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('newsletter_unsubscribe_tokens');
}
