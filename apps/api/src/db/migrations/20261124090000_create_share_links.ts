import type { Knex } from 'knex';

/**
 * Links that let anyone who has one read a transcript. Only the SHA-256 of each link's token is kept, as for
 * sessions: a leaked table cannot be turned back into working links. Deleting the transcription or its owner
 * deletes its links, so a link never outlives what it shows.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('share_links', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('transcription_id').notNullable().references('transcriptions.id').onDelete('CASCADE').index();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE').index();
    t.text('token_hash').notNullable().unique();
    t.boolean('allow_media').notNullable().defaultTo(false);
    t.timestamp('expires_at', { useTz: true });
    t.timestamp('revoked_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_viewed_at', { useTz: true });
    t.integer('view_count').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('share_links');
}
