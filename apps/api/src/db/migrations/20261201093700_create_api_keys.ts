import type { Knex } from 'knex';

/**
 * Secret keys that let a site's backend call the API as their owner, within their scopes. A key is
 * `vbsk_<key_id>_<secret>`: the key id is public and looked up by, and only the SHA-256 of the whole key is kept, so a
 * leaked table cannot be turned back into working keys. A revoked key keeps its row (the time it was revoked says why
 * it is refused); deleting the owner deletes their keys.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('api_keys', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('key_id').notNullable().unique();
    t.text('secret_hash').notNullable();
    t.text('name').notNullable();
    t.jsonb('scopes').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('revoked_at', { useTz: true });
    t.timestamp('last_used_at', { useTz: true });
    t.index(['user_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('api_keys');
}
