import type { Knex } from 'knex';

/**
 * Messages sent with the contact and support forms, as written, so that nothing depends on the support mailbox
 * alone. A signed-in sender's account is noted; deleting the account keeps the message (it was written to us, and
 * names its sender itself) but forgets the link. The sender's network address is not kept.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('contact_messages', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').nullable().references('users.id').onDelete('SET NULL').index();
    t.text('name').notNullable();
    t.text('email').notNullable();
    t.text('subject').notNullable();
    t.text('message').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('contact_messages');
}
