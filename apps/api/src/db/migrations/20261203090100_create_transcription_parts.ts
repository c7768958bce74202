import type { Knex } from 'knex';

/**
 * The parts of a transcription that the local engine decodes as separate jobs. A split is one planning of the file
 * (a retry plans afresh); each part keeps its range, its warm-up start, how much of it is decoded (progress) and, once
 * decoded, its words, until the join stitches them into the transcript and removes the split.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('transcription_parts', (t) => {
    t.uuid('split_id').notNullable();
    t.integer('index').notNullable();
    t.uuid('transcription_id').notNullable().references('transcriptions.id').onDelete('CASCADE');
    t.double('start_seconds').notNullable();
    t.double('end_seconds').notNullable();
    t.double('warm_start_seconds').notNullable();
    t.double('decoded_seconds').notNullable().defaultTo(0);
    t.jsonb('utterances');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['split_id', 'index']);
    t.index(['transcription_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('transcription_parts');
}
