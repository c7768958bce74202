import type { Knex } from 'knex';

/**
 * Keys that let widgets on other sites upload into their owner's account. A key is `vbpk_<key_id>_<secret>`: the key
 * id is public and looked up by, and only the SHA-256 of the whole key is kept, so a leaked table cannot be turned
 * back into working keys. A key is revoked, never deleted, so that the transcriptions it brought keep naming it;
 * deleting the owner deletes their keys.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('publishable_keys', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('key_id').notNullable().unique();
    t.text('secret_hash').notNullable();
    t.text('name').notNullable();
    // The exact origins a browser may send (scheme, host and port), compared character for character.
    t.jsonb('origins').notNullable();
    t.jsonb('widgets').notNullable();
    t.integer('minutes_per_day');
    t.bigInteger('max_file_bytes');
    t.boolean('return_text').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('revoked_at', { useTz: true });
    t.timestamp('last_used_at', { useTz: true });
    t.index(['user_id', 'created_at']);
  });
  // A preflight asks whether any active key names its origin: a containment query over the origins lists.
  await knex.raw('create index publishable_keys_active_origins on publishable_keys using gin (origins) where revoked_at is null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('publishable_keys');
}
