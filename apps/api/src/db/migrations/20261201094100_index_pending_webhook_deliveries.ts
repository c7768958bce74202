import type { Knex } from 'knex';

/**
 * Webhook deliveries are kept once sent; the metrics scrape counts only those still pending. A partial index holds just
 * those rows, so the count and the oldest's age stay cheap however many deliveries the table keeps.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create index webhook_deliveries_pending_index on webhook_deliveries (created_at) where state = 'pending'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index webhook_deliveries_pending_index');
}
