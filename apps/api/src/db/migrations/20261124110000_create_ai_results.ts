import type { Knex } from 'knex';

/**
 * What the AI features keep. `ai_results` holds summaries (per writer, type and instructions) and translations (per
 * translator and language, segment by segment with their timings), so a second request is instant and costs
 * nothing; an edit of the text deletes them, as they describe the old text. `ai_requests` counts the answers made for
 * each person, for the daily limit: one row per answer made, none for an answer served from `ai_results`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('ai_results', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('transcription_id').notNullable().references('transcriptions.id').onDelete('CASCADE');
    t.text('kind').notNullable();
    // "local:short:<hash of the instructions>" or "apertium:es": who made it and for what.
    t.text('key').notNullable();
    t.text('content').notNullable();
    t.jsonb('segments');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['transcription_id', 'kind', 'key']);
  });
  await knex.raw("alter table ai_results add constraint ai_results_kind_check check (kind in ('summary', 'translation'))");
  await knex.schema.createTable('ai_requests', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('feature').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('ai_requests');
  await knex.schema.dropTable('ai_results');
}
