import type { Knex } from 'knex';

/**
 * What a transcription was asked for when it was made, from its owner's settings at that moment: the language
 * (null: detect it), how hard the engine works (fast, balanced, accurate) and whether to tell speakers apart. The job
 * reads them, so a setting changed while a file waits does not change it, and a retry transcribes it the same way.
 * Transcriptions made before these settings existed were transcribed as "balanced", without speaker labels.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('transcriptions', (t) => {
    t.text('requested_language').nullable();
    t.text('transcription_mode').notNullable().defaultTo('balanced');
    t.boolean('speaker_labels').notNullable().defaultTo(false);
  });
  await knex.raw(
    "alter table transcriptions add constraint transcriptions_transcription_mode_check check (transcription_mode in ('fast', 'balanced', 'accurate'))",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('transcriptions', (t) => {
    t.dropColumn('speaker_labels');
    t.dropColumn('transcription_mode');
    t.dropColumn('requested_language');
  });
}
