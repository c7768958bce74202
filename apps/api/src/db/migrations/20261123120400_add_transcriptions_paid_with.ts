import type { Knex } from 'knex';

/**
 * How a transcription is paid for, decided when it is admitted: the free daily allowance (counted per day, files
 * up to 30 minutes) or credits (held, then charged by the minute). An account can use both, so the plan alone
 * no longer tells. Existing rows are filled in by the next migration.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('transcriptions', (t) => {
    t.text('paid_with').notNullable().defaultTo('allowance');
  });
  await knex.raw("alter table transcriptions add constraint transcriptions_paid_with_check check (paid_with in ('allowance', 'credits'))");
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('transcriptions', (t) => {
    t.dropColumn('paid_with');
  });
}
