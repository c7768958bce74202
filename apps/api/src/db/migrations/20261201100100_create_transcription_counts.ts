import type { Knex } from 'knex';

/**
 * How many transcriptions each user has, kept by the database: statement triggers add what a statement inserted and
 * take away what it deleted, whatever path wrote it (an upload, an import, an account deletion's cascade). The list's
 * "n of m" reads it instead of counting the user's rows on every request, which grew with the account (20,000 rows
 * were most of a list request's database time). A transcription never changes owner, so updates are left alone.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create table transcription_counts (user_id uuid primary key, total bigint not null default 0)');
  await knex.raw(`
    create function count_inserted_transcriptions() returns trigger language plpgsql as $$
    begin
      insert into transcription_counts as c (user_id, total)
        select user_id, count(*) from inserted group by user_id
      on conflict (user_id) do update set total = c.total + excluded.total;
      return null;
    end
    $$`);
  await knex.raw(`
    create function count_deleted_transcriptions() returns trigger language plpgsql as $$
    begin
      update transcription_counts as c set total = c.total - d.n
        from (select user_id, count(*) as n from deleted group by user_id) as d
        where c.user_id = d.user_id;
      return null;
    end
    $$`);
  await knex.raw(`
    create trigger transcriptions_count_inserted after insert on transcriptions
    referencing new table as inserted for each statement execute function count_inserted_transcriptions()`);
  await knex.raw(`
    create trigger transcriptions_count_deleted after delete on transcriptions
    referencing old table as deleted for each statement execute function count_deleted_transcriptions()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger transcriptions_count_deleted on transcriptions');
  await knex.raw('drop trigger transcriptions_count_inserted on transcriptions');
  await knex.raw('drop function count_deleted_transcriptions()');
  await knex.raw('drop function count_inserted_transcriptions()');
  await knex.raw('drop table transcription_counts');
}
