import type { Knex } from 'knex';

/**
 * Accounts made or linked through Google had their address vouched for by Google (only a verified address is
 * accepted), so they count as verified from the time they were made. Password accounts never proved their address:
 * they stay unverified, and their owners are asked to verify it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('update users set email_verified_at = created_at where google_subject is not null and email_verified_at is null');
}

/** Irreversible in meaning, harmless in fact: the column goes with the previous migration's down. */
export async function down(): Promise<void> {}
