import type { Knex } from 'knex';

/**
 * The Idempotency-Key of each caller's flagged requests: claimed by inserting the row (the unique pair
 * user_id, key makes one claim win across API processes), then holding the answer to replay until it expires.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('idempotency_keys', (t) => {
    // Each claim has its own id, so that a claim taken over after a crash is never finished by the old one.
    t.uuid('id').primary();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('key').notNullable();
    // SHA-256 of method, path, query and the parsed JSON body: a reused key with another request is refused.
    t.text('request_fingerprint').notNullable();
    t.text('status').notNullable().checkIn(['running', 'done']);
    t.integer('response_status');
    t.jsonb('response_body');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable().index(); // the sweep of expired keys
    t.unique(['user_id', 'key']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('idempotency_keys');
}
