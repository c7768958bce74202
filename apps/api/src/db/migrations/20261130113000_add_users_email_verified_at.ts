import type { Knex } from 'knex';

/**
 * When the account's owner proved they read mail at its address (the verification link, a password reset link, or
 * Google vouching for it); null until then. Anything that depends on owning the address waits for it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('email_verified_at', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('email_verified_at');
  });
}
