import type { Knex } from 'knex';

/**
 * A person's data exports: one row per ZIP asked for, kept after the ZIP itself expires so the list can say so.
 * At most one export per person is being prepared at a time, which the partial unique index holds across API
 * processes. Deleted with the account (its ZIPs are deleted from storage by the deletion).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('account_exports', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('status').notNullable().defaultTo('preparing'); // preparing | ready | failed | expired
    t.text('format').notNullable();
    t.text('storage_key');
    t.bigInteger('size_bytes');
    t.integer('transcript_count');
    t.text('error_message');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('ready_at', { useTz: true });
    t.timestamp('expires_at', { useTz: true });
    t.index(['user_id', 'created_at']);
  });
  await knex.raw(
    "alter table account_exports add constraint account_exports_status_check check (status in ('preparing', 'ready', 'failed', 'expired'))",
  );
  await knex.raw("create unique index account_exports_one_preparing on account_exports (user_id) where status = 'preparing'");
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('account_exports');
}
