import type { Knex } from 'knex';

/**
 * The unsubscribe links of notification e-mails: each link's token names a person and one kind of e-mail. Only the
 * token's SHA-256 is kept, as for sessions and share links. Links do not expire (an old e-mail's link must still
 * work), and are deleted with the account.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('notification_unsubscribe_tokens', (t) => {
    t.text('token_hash').primary();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE').index();
    t.text('kind').notNullable(); // account-updates | transcription-complete | processing-updates | weekly-reports
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(
    "alter table notification_unsubscribe_tokens add constraint notification_unsubscribe_tokens_kind_check check (kind in ('account-updates', 'transcription-complete', 'processing-updates', 'weekly-reports'))",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('notification_unsubscribe_tokens');
}
