import { SEARCH_MATCHES_PER_RESULT, SEARCH_PAGE_SIZE, type SearchMatch, type SearchPage } from '@verbatim/core-sdk/contracts';
import type { Database } from '../../db/create-database';
import { HIGHLIGHT_START, HIGHLIGHT_STOP, readHeadline } from './read-headline';
import { decodeSearchCursor, encodeSearchCursor, SEARCH_OFFSET_MAX } from './search-cursor';

export interface SearchTranscriptsOptions {
  q: string;
  cursor?: string | undefined;
  limit?: number | undefined;
  /** How many matches are ranked (SEARCH_CANDIDATES); tests make it small. */
  candidates?: number | undefined;
}

/** One word per column, so the row reads the same whether or not a driver renames snake_case keys. */
interface FoundRow {
  id: string;
  name: string;
  created: Date | string;
  starts: number | null;
  ends: number | null;
  headline: string | null;
  exact: boolean | null;
}

const MARKERS = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_STOP}`;
/** A segment this short is shown whole, so that its text starts where its time does. */
const WHOLE_PASSAGE_WORDS = 40;
/** A longer one is cut to the stretch around its matches. */
const FRAGMENT_OPTIONS = `${MARKERS}, MaxWords=30, MinWords=12, ShortWord=2`;
const WHOLE_OPTIONS = `${MARKERS}, HighlightAll=true`;

/**
 * How many matching transcripts are ranked. Ranking reads each candidate's whole vector, so its cost grows with the
 * matches: a common word in a large account matches tens of thousands of transcripts, and ranking them all took seconds.
 * The candidates are the newest matches plus every transcript whose file name matches (a name is what a person most
 * often remembers, and the name index finds those without reading any vector). Finding the newest matches reads the
 * GIN index and each row's date, not the vectors. The ranking within the candidates is unchanged, and paging goes
 * through them all.
 */
export const SEARCH_CANDIDATES = 400;

/**
 * Two lexemes the query wants side by side (`'a' <-> 'b'` in its index part): each such pair is a lexeme of a
 * matching transcript's `search_pairs`, whose index then finds the few transcripts where a phrase can match instead of
 * every one holding its words. Only a query without "or" has pairs that every match must hold; a lexeme written with
 * a quote or a backslash is left out (fewer pairs only make the filter looser, never wrong). The anchors keep a
 * doubled quote inside a lexeme from being read as the end of one.
 */
const ADJACENT_PAIR = String.raw`(?:^|[ (])'([^'\\]+)' <-> '([^'\\]+)'(?=$|[ )])`;

/**
 * The query is parsed once per text-search configuration the caller's transcripts use, so each transcript is
 * matched with its own language's stemming. A query that keeps no searchable word (only operators, stop words or
 * exclusions) matches nothing. `any_word` is the query's words joined by "or", with the exclusions already applied
 * at the transcript level: it finds the passages of a phrase that runs across two segments, and it is what the
 * passages highlight. Passages that match the whole query come first; only when a transcript has none are the
 * others shown. The newest matches are found in two branches, through the pair index where the query has pairs and
 * the word index where it has none: one condition choosing between them would hide both indexes from the planner.
 */
const SEARCH_SQL = `
with configs as materialized (
  select distinct search_config as config from transcriptions where user_id = ?
), parsed as (
  select config, websearch_to_tsquery(config, ?) as query from configs
), usable as (
  select config, query,
    to_tsquery('simple', regexp_replace(querytree(query), '<(-|[0-9]+)>|&', '|', 'g')) as any_word,
    (select string_agg(format('''%s %s''', pair[1], pair[2]), ' & ')::tsquery
      from regexp_matches(querytree(query), ?, 'g') as pair
      where position('|' in querytree(query)) = 0) as pairs
  from parsed
  where querytree(query) not in ('', 'T')
), newest_by_words as (
  select t.id
  from usable as u
  join transcriptions as t on t.user_id = ? and t.search_config = u.config and t.search_vector @@ u.query
  where u.pairs is null
  order by t.created_at desc, t.id desc
  limit ?
), newest_by_pairs as (
  select t.id
  from usable as u
  join transcriptions as t on t.user_id = ? and t.search_config = u.config
    and t.search_pairs @@ u.pairs and t.search_vector @@ u.query
  where u.pairs is not null
  order by t.created_at desc, t.id desc
  limit ?
), named as (
  select t.id
  from usable as u
  join transcriptions as t on t.user_id = ? and t.search_config = u.config
    and to_tsvector(t.search_config, coalesce(t.file_name, '')) @@ u.query and t.search_vector @@ u.query
  order by t.created_at desc, t.id desc
  limit ?
), candidates as (
  select id from newest_by_words union select id from newest_by_pairs union select id from named
), ranked as (
  select t.id, t.file_name, t.created_at, u.query, u.any_word, ts_rank(t.search_vector, u.query, 1) as rank
  from candidates as c
  join transcriptions as t on t.id = c.id
  join usable as u on u.config = t.search_config
  order by rank desc, t.created_at desc, t.id desc
  limit ? offset ?
)
select r.id, r.file_name as name, r.created_at as created, p.start_seconds as starts, p.end_seconds as ends, p.headline, p.exact
from ranked as r
left join lateral (
  select p.position, p.start_seconds, p.end_seconds, p.search_vector @@ r.query as exact,
    ts_headline(p.search_config, p.text, r.any_word,
      case when array_length(regexp_split_to_array(btrim(p.text), '\\s+'), 1) <= ? then ? else ? end) as headline
  from transcript_passages as p
  where p.transcription_id = r.id and p.search_vector @@ r.any_word
  order by p.search_vector @@ r.query desc, p.position
  limit ?
) as p on true
order by r.rank desc, r.created_at desc, r.id desc, p.start_seconds, p.position`;

/**
 * The caller's transcripts that match `q`, best first among the candidates (PostgreSQL's ts_rank, the file name
 * weighing more than the text, long transcripts not winning by length alone), each with up to
 * SEARCH_MATCHES_PER_RESULT passages in recording order. Only the caller's own transcripts are read.
 */
export async function searchTranscripts(db: Database, userId: string, options: SearchTranscriptsOptions): Promise<SearchPage> {
  const limit = options.limit ?? SEARCH_PAGE_SIZE;
  const offset = options.cursor ? decodeSearchCursor(options.cursor) : 0;
  const candidates = options.candidates ?? SEARCH_CANDIDATES;
  const result = await db.raw(SEARCH_SQL, [
    userId,
    options.q,
    ADJACENT_PAIR,
    userId,
    candidates,
    userId,
    candidates,
    userId,
    candidates,
    // One more than asked: whether it exists says if there is a next page.
    limit + 1,
    offset,
    WHOLE_PASSAGE_WORDS,
    WHOLE_OPTIONS,
    FRAGMENT_OPTIONS,
    SEARCH_MATCHES_PER_RESULT,
  ]);
  const rows = (result.rows ?? []) as FoundRow[];

  const results = new Map<string, { fileName: string; createdAt: string; exact: SearchMatch[]; near: SearchMatch[] }>();
  for (const row of rows) {
    let found = results.get(row.id);
    if (!found) {
      found = { fileName: row.name, createdAt: new Date(row.created).toISOString(), exact: [], near: [] };
      results.set(row.id, found);
    }
    if (row.headline === null || row.starts === null || row.ends === null) continue;
    const match = { start: row.starts, end: row.ends, ...readHeadline(row.headline) };
    (row.exact ? found.exact : found.near).push(match);
  }

  const all = [...results].map(([transcriptionId, found]) => ({
    transcriptionId,
    fileName: found.fileName,
    createdAt: found.createdAt,
    matches: found.exact.length > 0 ? found.exact : found.near,
  }));
  const items = all.slice(0, limit);
  const nextOffset = offset + limit;
  const nextCursor = all.length > limit && nextOffset <= SEARCH_OFFSET_MAX ? encodeSearchCursor(nextOffset) : null;
  return { items, nextCursor };
}
