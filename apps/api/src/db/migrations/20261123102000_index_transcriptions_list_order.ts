import type { Knex } from 'knex';

const INDEX = 'transcriptions_user_id_created_at_id_index';

/**
 * The list pages newest first by (created_at, id) from a cursor. An index in exactly that order lets Postgres read a
 * page straight off it, starting at the cursor, instead of sorting the user's rows to break ties on id.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create index if not exists ${INDEX} on transcriptions (user_id, created_at desc, id desc)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`drop index if exists ${INDEX}`);
}
