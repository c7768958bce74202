import type { Knex } from 'knex';

/** The counts of the transcriptions that existed before the triggers did; rows counted since are added to. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    insert into transcription_counts as c (user_id, total)
      select user_id, count(*) from transcriptions group by user_id
    on conflict (user_id) do update set total = excluded.total`);
}

/** The table goes with the previous migration's down. */
export async function down(): Promise<void> {}
