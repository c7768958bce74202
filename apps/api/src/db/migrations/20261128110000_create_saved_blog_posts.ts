import type { Knex } from 'knex';

/**
 * The posts each reader saved. A post is a Markdown file, not a row, so `post_id` is its file name and has no
 * foreign key; the rows go with the reader's account.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('saved_blog_posts', (t) => {
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('post_id').notNullable();
    t.timestamp('saved_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'post_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('saved_blog_posts');
}
