import type { Knex } from 'knex';

/**
 * The outbox keeps every e-mail ever sent; the metrics scrape counts only those still pending. A partial index holds
 * just those few rows, so the count stays cheap however long the outbox grows.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create index email_outbox_pending_index on email_outbox (created_at) where status = 'pending'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index email_outbox_pending_index');
}
