import type { Knex } from 'knex';

/** The passages of the transcripts written before the trigger existed, by the function the trigger calls. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('select write_transcript_passages(id, segments, search_config) from transcriptions where segments is not null');
}

/** Irreversible in meaning, harmless in fact: the passages go with the previous migration's down. */
export async function down(): Promise<void> {}
