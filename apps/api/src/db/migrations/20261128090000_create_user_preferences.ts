import type { Knex } from 'knex';

/**
 * One row per person who changed a setting; a person without a row has the defaults (DEFAULT_USER_PREFERENCES).
 * Deleted with the account.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('user_preferences', (t) => {
    t.uuid('user_id').primary().references('users.id').onDelete('CASCADE');
    t.text('language').nullable();
    t.text('mode').notNullable().defaultTo('balanced');
    t.text('export_format').notNullable().defaultTo('txt');
    t.boolean('speaker_labels').notNullable().defaultTo(false);
    t.boolean('auto_download').notNullable().defaultTo(false);
    t.boolean('notify_account_updates').notNullable().defaultTo(true);
    t.boolean('notify_transcription_complete').notNullable().defaultTo(true);
    t.boolean('notify_processing_updates').notNullable().defaultTo(false);
    t.boolean('notify_weekly_reports').notNullable().defaultTo(false);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('user_preferences');
}
