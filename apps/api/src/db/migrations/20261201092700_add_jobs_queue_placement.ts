import type { Knex } from 'knex';

/**
 * Where a job waits in the queue. `priority_class`: 0 for the app's own work (mail, exports, clean-up), claimed first
 * and in time order as before; 1 for a paid plan's or trial's transcriptions; 2 for a free account's. `account_id` is
 * the account whose work it is (no foreign key: a job's row outlives nothing, and deleting an account cancels its
 * jobs itself). `turn` is the job's place in the round that goes through the accounts of its class: a claim takes the
 * lowest turn first, so accounts take turns whatever each one has queued.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('jobs', (t) => {
    t.smallint('priority_class').notNullable().defaultTo(0);
    t.uuid('account_id').nullable();
    t.integer('turn').notNullable().defaultTo(0);
  });
  await knex.raw('alter table jobs add constraint jobs_priority_class_check check (priority_class in (0, 1, 2))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table jobs drop constraint jobs_priority_class_check');
  await knex.schema.alterTable('jobs', (t) => {
    t.dropColumn('turn');
    t.dropColumn('account_id');
    t.dropColumn('priority_class');
  });
}
