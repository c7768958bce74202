import type { Knex } from 'knex';

/**
 * The counters of rate-limiter-flexible's RateLimiterPostgres, in the columns it reads and writes
 * (key, points, expire in epoch milliseconds). Created here rather than by the library at start, so the
 * schema has one owner and every API process can be told the table exists.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_limits', (t) => {
    t.text('key').primary(); // "<limit>:<address, account or e-mail>"
    t.integer('points').notNullable().defaultTo(0);
    t.bigInteger('expire');
    t.index(['expire']); // the sweep of lapsed counters
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('rate_limits');
}
