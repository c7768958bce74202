import type { Knex } from 'knex';

/**
 * What is left of page views once they pass the retention period: per UTC day and page, how many views and how
 * many distinct visits, and nothing about who.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('page_view_days', (t) => {
    t.date('day').notNullable();
    t.text('page').notNullable();
    t.integer('views').notNullable();
    t.integer('sessions').notNullable();
    t.primary(['day', 'page']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('page_view_days');
}
