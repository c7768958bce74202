import type { Knex } from 'knex';

/**
 * Ties a purchase or a plan's grant to the payment behind it. The unique indexes are the database's own guarantee
 * that one payment credits once and one transcription is refunded once, however many verify calls and webhooks race.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('credit_ledger', (t) => {
    t.uuid('payment_attempt_id').references('payment_attempts.id').onDelete('SET NULL');
  });
  await knex.raw(
    'create unique index credit_ledger_one_credit_per_payment on credit_ledger (payment_attempt_id) where payment_attempt_id is not null',
  );
  await knex.raw(
    "create unique index credit_ledger_one_refund_per_transcription on credit_ledger (transcription_id) where kind = 'refund'",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index credit_ledger_one_refund_per_transcription');
  await knex.schema.alterTable('credit_ledger', (t) => {
    t.dropColumn('payment_attempt_id');
  });
}
