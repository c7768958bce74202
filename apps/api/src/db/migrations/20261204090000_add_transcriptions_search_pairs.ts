import type { Knex } from 'knex';

/**
 * An index that answers quoted phrases. A GIN index on a `tsvector` keeps no positions, so a phrase such as
 * "music understanding" found every transcript holding both words (tens of thousands in a large account) and then read
 * each one's whole vector to check that the words stand next to each other. `search_pairs` holds every two lexemes
 * that stand at adjacent positions of `search_vector`, as one lexeme "music understand"; its GIN index finds the
 * transcripts where the pair occurs, and only those are checked against the phrase.
 *
 * The pairs are taken from the same expression as `search_vector` (a generated column cannot read another), so their
 * positions are the very ones the phrase operator compares: a transcript that matches `'a' <-> 'b'` always holds the
 * pair "a b", whatever PostgreSQL's limits on positions dropped or clamped. The database keeps the column, so every
 * write of the text or the file name is covered as `search_vector` is.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create function transcript_adjacent_pairs(vector tsvector) returns tsvector
    language sql immutable strict parallel safe as $$
      with positioned as (
        select word.lexeme, position
        from unnest(vector) as word, unnest(word.positions) as position
      )
      select coalesce(array_to_tsvector(array_agg(distinct first.lexeme || ' ' || second.lexeme)), ''::tsvector)
      from positioned as first
      join positioned as second on second.position = first.position + 1
    $$`);
  await knex.raw(`
    alter table transcriptions
      add column search_pairs tsvector generated always as (transcript_adjacent_pairs(
        setweight(to_tsvector(transcript_search_config(language), coalesce(file_name, '')), 'A')
        || to_tsvector(transcript_search_config(language), coalesce(transcript_text, ''))
      )) stored`);
  await knex.raw('create index transcriptions_search_pairs_index on transcriptions using gin (search_pairs)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index transcriptions_search_pairs_index');
  await knex.raw('alter table transcriptions drop column search_pairs');
  await knex.raw('drop function transcript_adjacent_pairs(tsvector)');
}
