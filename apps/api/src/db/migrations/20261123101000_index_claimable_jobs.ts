import type { Knex } from 'knex';

// A claim takes the oldest due queued jobs and any running job whose lease lapsed. Without indexes shaped
// for those two questions, every claim read and sorted the whole table (finished jobs included), so each
// claim grew slower as jobs accumulated. With them a claim reads only the rows it takes.
export async function up(knex: Knex): Promise<void> {
  await knex.raw("create index jobs_queued_run_at_index on jobs (run_at, created_at) where state = 'queued'");
  await knex.raw("create index jobs_running_locked_until_index on jobs (locked_until) where state = 'running'");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index jobs_running_locked_until_index');
  await knex.raw('drop index jobs_queued_run_at_index');
}
