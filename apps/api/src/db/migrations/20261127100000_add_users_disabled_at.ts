import type { Knex } from 'knex';

/**
 * When an admin disabled the account; null while it may sign in. The account and its data stay: disabling only
 * refuses sign-in and ends its sessions, and enabling it again gives everything back.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('disabled_at', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('disabled_at');
  });
}
