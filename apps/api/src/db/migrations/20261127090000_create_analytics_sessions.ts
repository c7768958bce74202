import type { Knex } from 'knex';

/**
 * Visits of signed-in users, as the web app reports them. The place is what the server's GeoIP database made of the
 * request's address; the address itself is never stored. A deleted account leaves its visits, without the user, in
 * the traffic figures.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('analytics_sessions', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').references('users.id').onDelete('SET NULL').index();
    t.timestamp('started_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now()).index();
    t.timestamp('ended_at', { useTz: true });
    t.text('timezone').notNullable();
    t.text('country');
    t.text('country_code');
    t.text('city');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('analytics_sessions');
}
