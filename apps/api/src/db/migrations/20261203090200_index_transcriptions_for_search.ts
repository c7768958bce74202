import type { Knex } from 'knex';

/**
 * Two indexes that keep search from reading every transcript of a large account:
 * - the text-search configurations an account's transcripts use, read from the index alone (search parses the query
 *   once per configuration, and scanning 20,000 rows for that took longer than ranking);
 * - the file name's own vector: search ranks a bounded set of candidates, and every transcript whose file name matches
 *   is one of them. The expression is the one the search query writes, word for word, or the planner does not use it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create index transcriptions_user_id_search_config_index on transcriptions (user_id, search_config)');
  await knex.raw(
    `create index transcriptions_file_name_search_index on transcriptions
       using gin (to_tsvector(search_config, coalesce(file_name, '')))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index transcriptions_file_name_search_index');
  await knex.raw('drop index transcriptions_user_id_search_config_index');
}
