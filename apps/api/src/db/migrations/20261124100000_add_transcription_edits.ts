import type { Knex } from 'knex';

/**
 * What editing a transcript needs: the names an owner gives the engine's speaker labels, a count of the text edits
 * kept to undo, and the text as it was before each of those edits. A version row holds a whole snapshot (text,
 * segments, words) rather than a diff, so undoing is a copy back, exact to the word timing, whatever the edit did.
 * Deleting the transcription deletes its versions.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('transcriptions', (t) => {
    t.jsonb('speaker_names').notNullable().defaultTo(knex.raw("'{}'::jsonb"));
    t.integer('version').notNullable().defaultTo(0);
  });
  await knex.raw('alter table transcriptions add constraint transcriptions_version_check check (version >= 0)');
  await knex.schema.createTable('transcription_versions', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('transcription_id').notNullable().references('transcriptions.id').onDelete('CASCADE');
    t.integer('version').notNullable();
    t.text('transcript_text');
    t.jsonb('segments');
    t.jsonb('words');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // Also the index undo looks a version up by.
    t.unique(['transcription_id', 'version']);
  });
}

/** The schema goes back as it was; the kept versions and the speaker names are lost, the current (edited) text stays. */
export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('transcription_versions');
  await knex.schema.alterTable('transcriptions', (t) => {
    t.dropColumn('speaker_names');
    t.dropColumn('version');
  });
}
