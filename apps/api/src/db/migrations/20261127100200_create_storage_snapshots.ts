import type { Knex } from 'knex';

/**
 * The storage figures of one moment: the admin's storage history, one row per UTC day. The unique day lets every API
 * process try to take the day's snapshot and only the first one keep it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('storage_snapshots', (t) => {
    t.bigIncrements('id');
    t.date('day').notNullable().unique();
    t.timestamp('taken_at', { useTz: true }).notNullable();
    t.bigInteger('total_size_bytes').notNullable();
    t.integer('total_files').notNullable();
    t.bigInteger('database_size_bytes').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('storage_snapshots');
}
