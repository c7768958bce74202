import type { Knex } from 'knex';

/**
 * Every write or deletion of a user row tells every API process (a `user_changed` event on the events channel), so
 * that a session a process keeps for a moment with its user is forgotten at once: disabling, a new password, a plan
 * or a role take effect on the next request, whichever path wrote them (the app, the admin command line, SQL).
 * NOTIFY is sent when the transaction commits, and only once for the same user within one transaction.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create function notify_user_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('verbatim_events', json_build_object('type', 'user_changed', 'userId', old.id)::text);
      return null;
    end
    $$`);
  await knex.raw(`
    create trigger users_notify_changed after update or delete on users
    for each row execute function notify_user_changed()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger users_notify_changed on users');
  await knex.raw('drop function notify_user_changed()');
}
