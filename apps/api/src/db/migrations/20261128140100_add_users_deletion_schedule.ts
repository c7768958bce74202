import type { Knex } from 'knex';

/**
 * A scheduled account deletion: when it happens, and the SHA-256 of the token in the e-mailed link that cancels it
 * (the token itself is never stored). Both null while no deletion is scheduled. While set, the account cannot sign in.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('deletion_scheduled_for', { useTz: true }).nullable();
    t.text('deletion_token_hash').nullable().unique();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('deletion_token_hash');
    t.dropColumn('deletion_scheduled_for');
  });
}
