import type { Knex } from 'knex';

/**
 * The passages a search shows, one row per transcript segment with its times and its own text-search vector, kept
 * by a trigger from the transcription's segments: whatever writes the segments (an engine, an edit, an undo, an
 * import, an admin retry) rewrites the passages in the same statement. The two markers ts_headline draws the
 * matches with (U+0001, U+0002) are taken out of the text, so that a passage can never fake a highlight.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create table transcript_passages (
      transcription_id uuid not null references transcriptions (id) on delete cascade,
      position integer not null,
      start_seconds double precision not null,
      end_seconds double precision not null,
      text text not null,
      search_config regconfig not null,
      search_vector tsvector generated always as (to_tsvector(search_config, text)) stored,
      primary key (transcription_id, position)
    )`);
  await knex.raw(`
    create function write_transcript_passages(transcription uuid, segments jsonb, config regconfig) returns void
    language sql volatile as $$
      delete from transcript_passages where transcription_id = transcription;
      insert into transcript_passages (transcription_id, position, start_seconds, end_seconds, text, search_config)
      select transcription, s.position::integer,
        case when jsonb_typeof(s.segment -> 'start') = 'number' then (s.segment ->> 'start')::double precision else 0 end,
        case when jsonb_typeof(s.segment -> 'end') = 'number' then (s.segment ->> 'end')::double precision else 0 end,
        translate(s.segment ->> 'text', E'\\x01\\x02', '  '),
        config
      from jsonb_array_elements(case when jsonb_typeof(segments) = 'array' then segments else '[]'::jsonb end)
        with ordinality as s(segment, position)
      where jsonb_typeof(s.segment) = 'object' and btrim(coalesce(s.segment ->> 'text', '')) <> '';
    $$`);
  await knex.raw(`
    create function index_transcript_passages() returns trigger language plpgsql as $$
    begin
      perform write_transcript_passages(new.id, new.segments, new.search_config);
      return null;
    end
    $$`);
  await knex.raw(`
    create trigger transcriptions_index_passages_on_insert after insert on transcriptions
    for each row when (new.segments is not null) execute function index_transcript_passages()`);
  await knex.raw(`
    create trigger transcriptions_index_passages_on_update after update of segments, language on transcriptions
    for each row when (old.segments is distinct from new.segments or old.language is distinct from new.language)
    execute function index_transcript_passages()`);
}

/** The passages are derived from the segments, which stay. */
export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger transcriptions_index_passages_on_update on transcriptions');
  await knex.raw('drop trigger transcriptions_index_passages_on_insert on transcriptions');
  await knex.raw('drop function index_transcript_passages()');
  await knex.raw('drop function write_transcript_passages(uuid, jsonb, regconfig)');
  await knex.raw('drop table transcript_passages');
}
