import type { Knex } from 'knex';

/**
 * The newsletter's issues and who each was mailed to. An issue keeps its subject and Markdown body, the admin who sent
 * it (their e-mail copied, so the record outlives the account), its status (`queued`, `sending`, `sent`, `failed`),
 * the confirmed subscribers it was for and how many it has been mailed to. A delivery is one subscription mailed one
 * issue, unique together: the job records it in the transaction that queues the e-mail, so a retried or repeated job
 * skips everyone it already mailed and nobody gets an issue twice.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('newsletter_issues', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('subject').notNullable();
    t.text('body_markdown').notNullable();
    t.uuid('sent_by').nullable().references('users.id').onDelete('SET NULL');
    t.text('sent_by_email');
    t.text('status').notNullable().defaultTo('queued');
    t.integer('recipient_count').notNullable().defaultTo(0);
    t.integer('sent_count').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('started_at', { useTz: true });
    t.timestamp('finished_at', { useTz: true });
    t.index(['created_at']);
  });
  await knex.raw(
    "alter table newsletter_issues add constraint newsletter_issues_status_check check (status in ('queued', 'sending', 'sent', 'failed'))",
  );
  await knex.schema.createTable('newsletter_issue_deliveries', (t) => {
    t.uuid('issue_id').notNullable().references('newsletter_issues.id').onDelete('CASCADE');
    t.uuid('subscription_id').notNullable().references('newsletter_subscriptions.id').onDelete('CASCADE').index();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['issue_id', 'subscription_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('newsletter_issue_deliveries');
  await knex.schema.dropTable('newsletter_issues');
}
