import type { Knex } from 'knex';

/**
 * Nothing kept the stored count up to date: the free plan's usage is counted from today's transcriptions,
 * and the API's `trialTranscriptionsUsed` is that count. A column that is always 0 only misleads.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('trial_transcriptions_used');
  });
}

/** Brings the column back as it was created; the values it held were never read, so 0 loses nothing. */
export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.integer('trial_transcriptions_used').notNullable().defaultTo(0);
  });
}
