import type { Knex } from 'knex';

/**
 * What the live captions heard while a browser recording was made, sent with the recording when it becomes a
 * transcription: the screen shows it as a first draft until the full transcript replaces it. Cleared when the
 * transcription completes; null for every other upload.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('transcriptions', (t) => {
    t.text('draft_text').nullable();
  });
}

/** The drafts of transcriptions still in progress are lost; their full transcripts are not affected. */
export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('transcriptions', (t) => {
    t.dropColumn('draft_text');
  });
}
