import type { Knex } from 'knex';

/** The pages of each visit, kept for ANALYTICS_RETENTION_DAYS and then rolled up into page_view_days. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('page_views', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('session_id').notNullable().references('analytics_sessions.id').onDelete('CASCADE').index();
    t.uuid('user_id');
    t.text('page').notNullable();
    t.text('title').notNullable();
    t.text('referrer').notNullable();
    t.timestamp('viewed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now()).index();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('page_views');
}
