import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // The job queue: one row per job, claimed by workers with FOR UPDATE SKIP LOCKED (see src/jobs).
  await knex.schema.createTable('jobs', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('type').notNullable();
    t.integer('version').notNullable();
    t.jsonb('payload').notNullable();
    t.text('state')
      .notNullable()
      .defaultTo('queued')
      .checkIn(['queued', 'running', 'succeeded', 'failed', 'cancelled'], 'jobs_state_check');
    t.integer('attempts').notNullable().defaultTo(0);
    t.integer('max_attempts').notNullable().defaultTo(5);
    t.timestamp('run_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.text('locked_by'); // worker id while running
    t.timestamp('locked_until', { useTz: true }); // the lease: past this, another worker may reclaim the job
    t.text('last_error');
    t.text('unique_key');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('finished_at', { useTz: true });
    t.index(['state', 'run_at'], 'jobs_state_run_at_index');
  });
  await knex.raw('alter table jobs add constraint jobs_attempts_check check (attempts >= 0 and max_attempts >= 1)');
  // At most one unfinished job per (type, key); finished jobs keep their key as history.
  await knex.raw("create unique index jobs_pending_unique_key_index on jobs (type, unique_key) where state in ('queued', 'running')");
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('jobs');
}
