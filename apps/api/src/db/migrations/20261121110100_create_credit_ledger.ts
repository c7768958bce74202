import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // Balances are never stored: a user's credits are the sum of this ledger.
  await knex.schema.createTable('credit_ledger', (t) => {
    t.bigIncrements('id');
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('amount').notNullable(); // positive adds credits, negative spends them
    t.text('kind').notNullable(); // grant | charge | refund | purchase
    t.text('description').notNullable();
    t.uuid('transcription_id').references('transcriptions.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id', 'created_at']);
  });
  await knex.raw(
    "alter table credit_ledger add constraint credit_ledger_kind_check check (kind in ('grant', 'charge', 'refund', 'purchase'))",
  );
  // The database itself guarantees a transcription is charged at most once, whatever retries happen.
  await knex.raw(
    "create unique index credit_ledger_one_charge_per_transcription on credit_ledger (transcription_id) where kind = 'charge'",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('credit_ledger');
}
