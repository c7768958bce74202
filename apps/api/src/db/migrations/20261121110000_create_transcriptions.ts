import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('transcriptions', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('file_name').notNullable();
    t.bigInteger('file_size').notNullable();
    t.text('mime_type');
    t.text('upload_path').notNullable(); // direct | object | large
    t.text('media_key'); // where the media is in storage; null once deleted
    t.timestamp('media_deleted_at', { useTz: true });
    t.double('duration_seconds');
    t.text('status').notNullable().defaultTo('pending');
    t.integer('progress').notNullable().defaultTo(0);
    t.text('error_message');
    t.text('transcript_text');
    t.text('language');
    t.text('engine');
    t.jsonb('segments');
    t.jsonb('words');
    t.timestamps(true, true);
    t.timestamp('completed_at', { useTz: true });
    t.index(['user_id', 'created_at']);
  });
  await knex.raw(
    "alter table transcriptions add constraint transcriptions_status_check check (status in ('pending', 'processing', 'completed', 'failed'))",
  );
  await knex.raw('alter table transcriptions add constraint transcriptions_progress_check check (progress between 0 and 100)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('transcriptions');
}
