import type { Knex } from 'knex';

/**
 * An e-mail the mail server refused stays pending and is tried again later: the outbox counts its attempts and keeps
 * when the next one is due, so an operator sees a backlog rather than a lost message.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('email_outbox', (t) => {
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('next_attempt_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('email_outbox', (t) => {
    t.dropColumn('attempts');
    t.dropColumn('next_attempt_at');
  });
}
