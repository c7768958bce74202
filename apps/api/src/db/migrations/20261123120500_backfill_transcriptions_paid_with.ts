import type { Knex } from 'knex';

/** Transcriptions that were charged or hold credits were paid with credits; the rest used the free allowance. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    `update transcriptions set paid_with = 'credits'
     where reserved_credits > 0 or id in (select transcription_id from credit_ledger where kind = 'charge' and transcription_id is not null)`,
  );
}

/** Irreversible in meaning, harmless in fact: the column goes with the previous migration's down. */
export async function down(): Promise<void> {}
