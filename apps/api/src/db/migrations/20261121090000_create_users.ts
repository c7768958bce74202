import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('email').notNullable();
    t.text('password_hash');
    t.text('google_subject').unique();
    t.text('first_name');
    t.text('last_name');
    t.text('profile_image_url');
    t.text('role').notNullable().defaultTo('user');
    t.text('subscription_plan').notNullable().defaultTo('free');
    t.text('subscription_status');
    t.timestamp('subscription_expires_at', { useTz: true });
    t.timestamp('trial_started_at', { useTz: true });
    t.text('cancellation_reason');
    t.integer('trial_transcription_limit');
    t.integer('trial_transcriptions_used').notNullable().defaultTo(0);
    t.timestamps(true, true);
  });
  // E-mail addresses are stored lower-cased; the index keeps them unique regardless.
  await knex.raw('create unique index users_email_unique on users (lower(email))');
  await knex.raw("alter table users add constraint users_role_check check (role in ('user', 'admin'))");
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('users');
}
