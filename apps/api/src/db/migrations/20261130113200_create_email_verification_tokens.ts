import type { Knex } from 'knex';

/** The links that verify an account's e-mail address: only the token's hash is kept, each link works once and expires. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('email_verification_tokens', (t) => {
    t.text('id').primary(); // SHA-256 of the token sent by e-mail
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE').index();
    // The address the link was sent to: it verifies that address only, not whatever the account's address is later.
    t.text('email').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('email_verification_tokens');
}
