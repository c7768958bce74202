import type { Knex } from 'knex';

/** The Reply-To of an e-mail, when replies go to someone else than the sender (a contact message's author). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('email_outbox', (t) => {
    t.text('reply_to');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('email_outbox', (t) => {
    t.dropColumn('reply_to');
  });
}
