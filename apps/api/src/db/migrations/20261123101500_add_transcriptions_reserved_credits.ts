import type { Knex } from 'knex';

/**
 * Credits held for a paid transcription from its admission until it completes or fails. What a person can
 * spend is the ledger's balance minus these holds, so concurrent uploads cannot admit more minutes than there are.
 * A hold is not a change of credits (the ledger stays the only record of those); deleting the row releases it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('transcriptions', (t) => {
    t.integer('reserved_credits').notNullable().defaultTo(0);
  });
  await knex.raw('alter table transcriptions add constraint transcriptions_reserved_credits_check check (reserved_credits >= 0)');
}

/** Dropping the column drops its check; holds in flight are forgotten, which the old code never knew about anyway. */
export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('transcriptions', (t) => {
    t.dropColumn('reserved_credits');
  });
}
