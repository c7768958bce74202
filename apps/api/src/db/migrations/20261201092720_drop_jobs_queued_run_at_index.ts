import type { Knex } from 'knex';

// Claims now walk one index per class (jobs_queued_own_run_at_index and the ones beside it); the index over every
// queued job in time order answers no query any more and would only slow every write to the table.
export async function up(knex: Knex): Promise<void> {
  await knex.raw('drop index jobs_queued_run_at_index');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("create index jobs_queued_run_at_index on jobs (run_at, created_at) where state = 'queued'");
}
