import type { Knex } from 'knex';

/**
 * Where an account's webhooks go. The signing secret is kept as issued (the server must sign with it); after a
 * rotation the previous one signs too until `previous_secret_expires_at`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('webhook_endpoints', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE').index();
    t.text('url').notNullable();
    t.text('description').notNullable().defaultTo('');
    t.jsonb('events').notNullable();
    t.text('secret').notNullable();
    t.text('previous_secret');
    t.timestamp('previous_secret_expires_at', { useTz: true });
    t.boolean('enabled').notNullable().defaultTo(true);
    t.text('disabled_reason');
    // The first failed attempt since the last success: an endpoint failing for days is turned off.
    t.timestamp('failing_since', { useTz: true });
    t.timestamp('last_delivery_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('webhook_endpoints');
}
