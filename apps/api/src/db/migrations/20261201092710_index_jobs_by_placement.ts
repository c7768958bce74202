import type { Knex } from 'knex';

// Each question a claim or an enqueue asks has a partial index shaped for it, so that both read only the rows they
// take, however many jobs wait: the app's own due jobs in time order; accounts' jobs by class and turn; free jobs by
// how long they have been due (the bounded wait); and an account's last turn among its unfinished jobs.
export async function up(knex: Knex): Promise<void> {
  await knex.raw("create index jobs_queued_own_run_at_index on jobs (run_at, created_at) where state = 'queued' and priority_class = 0");
  await knex.raw(
    "create index jobs_queued_class_turn_index on jobs (priority_class, turn, created_at) where state = 'queued' and priority_class > 0",
  );
  await knex.raw("create index jobs_queued_free_run_at_index on jobs (run_at, created_at) where state = 'queued' and priority_class = 2");
  await knex.raw(
    "create index jobs_unfinished_account_turn_index on jobs (account_id, priority_class, turn) where state in ('queued', 'running') and account_id is not null",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index jobs_unfinished_account_turn_index');
  await knex.raw('drop index jobs_queued_free_run_at_index');
  await knex.raw('drop index jobs_queued_class_turn_index');
  await knex.raw('drop index jobs_queued_own_run_at_index');
}
