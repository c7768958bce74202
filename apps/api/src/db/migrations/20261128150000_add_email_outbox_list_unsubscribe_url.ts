import type { Knex } from 'knex';

/**
 * The one-click unsubscribe URL (RFC 8058) of an e-mail that carries an unsubscribe link, sent as its List-Unsubscribe
 * header; kept with the message, like its Reply-To, so the outbox shows what each e-mail went out with.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('email_outbox', (t) => {
    t.text('list_unsubscribe_url');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('email_outbox', (t) => {
    t.dropColumn('list_unsubscribe_url');
  });
}
