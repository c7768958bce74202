import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // One row per Google sign-in in progress, from /api/login to the callback; deleted when used.
  await knex.schema.createTable('oidc_login_states', (t) => {
    t.text('id').primary(); // SHA-256 of the `state` parameter sent to the provider
    t.text('code_verifier').notNullable(); // PKCE verifier; the challenge went to the provider
    t.text('nonce').notNullable();
    t.text('browser_binding_hash').notNullable(); // SHA-256 of the cookie that ties the flow to one browser
    t.text('return_to');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable().index();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('oidc_login_states');
}
