import type { Knex } from 'knex';

/**
 * Where a transcription came from: the publishable key, the widget and the page origin of an upload made through a
 * widget on another site; all null for the app's own uploads. The key's daily minutes are counted from these rows,
 * hence the index. Deleting a key (only its owner's deletion does) leaves the widget and origin in place.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('transcriptions', (t) => {
    t.uuid('publishable_key_id').nullable().references('publishable_keys.id').onDelete('SET NULL');
    t.text('source_widget').nullable();
    t.text('source_origin').nullable();
    t.index(['publishable_key_id', 'created_at']);
  });
}

/** The source of widget uploads is lost; the transcriptions themselves stay. */
export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('transcriptions', (t) => {
    t.dropIndex(['publishable_key_id', 'created_at']);
    t.dropColumn('source_origin');
    t.dropColumn('source_widget');
    t.dropColumn('publishable_key_id');
  });
}
