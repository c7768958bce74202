import type { Knex } from 'knex';

/**
 * Full-text search over each transcript, kept by the database: the text-search configuration follows the
 * transcript's language (English when it has none or PostgreSQL has no configuration for it), and the vector is a
 * generated column, so every write of the text (an engine, an edit, an undo, an import, an admin retry) is
 * searchable at once without the application remembering to index it. The file name is in the vector too, weighted
 * above the text. Estonian is left out: PostgreSQL 15 has no configuration for it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create function transcript_search_config(language text) returns regconfig
    language sql immutable parallel safe as $$
      select (case lower(split_part(replace(coalesce(language, ''), '-', '_'), '_', 1))
        when 'ar' then 'arabic' when 'arabic' then 'arabic'
        when 'hy' then 'armenian' when 'armenian' then 'armenian'
        when 'eu' then 'basque' when 'basque' then 'basque'
        when 'ca' then 'catalan' when 'catalan' then 'catalan'
        when 'da' then 'danish' when 'danish' then 'danish'
        when 'nl' then 'dutch' when 'dutch' then 'dutch'
        when 'fi' then 'finnish' when 'finnish' then 'finnish'
        when 'fr' then 'french' when 'french' then 'french'
        when 'de' then 'german' when 'german' then 'german'
        when 'el' then 'greek' when 'greek' then 'greek'
        when 'hi' then 'hindi' when 'hindi' then 'hindi'
        when 'hu' then 'hungarian' when 'hungarian' then 'hungarian'
        when 'id' then 'indonesian' when 'indonesian' then 'indonesian'
        when 'ga' then 'irish' when 'irish' then 'irish'
        when 'it' then 'italian' when 'italian' then 'italian'
        when 'lt' then 'lithuanian' when 'lithuanian' then 'lithuanian'
        when 'ne' then 'nepali' when 'nepali' then 'nepali'
        when 'no' then 'norwegian' when 'nb' then 'norwegian' when 'nn' then 'norwegian' when 'norwegian' then 'norwegian'
        when 'pt' then 'portuguese' when 'portuguese' then 'portuguese'
        when 'ro' then 'romanian' when 'romanian' then 'romanian'
        when 'ru' then 'russian' when 'russian' then 'russian'
        when 'sr' then 'serbian' when 'serbian' then 'serbian'
        when 'es' then 'spanish' when 'spanish' then 'spanish'
        when 'sv' then 'swedish' when 'swedish' then 'swedish'
        when 'ta' then 'tamil' when 'tamil' then 'tamil'
        when 'tr' then 'turkish' when 'turkish' then 'turkish'
        when 'yi' then 'yiddish' when 'yiddish' then 'yiddish'
        else 'english'
      end)::regconfig
    $$`);
  await knex.raw(`
    alter table transcriptions
      add column search_config regconfig generated always as (transcript_search_config(language)) stored,
      add column search_vector tsvector generated always as (
        setweight(to_tsvector(transcript_search_config(language), coalesce(file_name, '')), 'A')
        || to_tsvector(transcript_search_config(language), coalesce(transcript_text, ''))
      ) stored`);
  await knex.raw('create index transcriptions_search_vector_index on transcriptions using gin (search_vector)');
}

/** Only the index goes: the transcripts themselves are untouched. */
export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index transcriptions_search_vector_index');
  await knex.raw('alter table transcriptions drop column search_vector, drop column search_config');
  await knex.raw('drop function transcript_search_config(text)');
}
