import type { Knex } from 'knex';

/**
 * The workers alive now and how many jobs each runs at once. Each worker writes its row as it polls and removes it
 * when it stops; a killed worker's row lapses with its lease. Reading it tells how many slots are free across every
 * worker (slots of live workers minus running jobs), which the local engine cuts files by.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('job_workers', (t) => {
    t.text('id').primary();
    t.integer('slots').notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('job_workers');
}
