import type { Knex } from 'knex';

/**
 * What admins did, one row per action. The admin's e-mail is copied into the row, and the admin and the target
 * are not foreign keys that cascade: the record must outlive the accounts and transcriptions it names.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('admin_audit_log', (t) => {
    t.bigIncrements('id');
    t.uuid('admin_id').nullable().references('users.id').onDelete('SET NULL');
    t.text('admin_email').notNullable();
    t.text('action').notNullable();
    t.text('target_type').notNullable();
    t.text('target_id').notNullable();
    t.jsonb('details').notNullable().defaultTo('{}');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['target_type', 'target_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('admin_audit_log');
}
