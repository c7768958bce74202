import type { Knex } from 'knex';
import type { AppDeps } from '../../deps';
import type { JobRunContext } from '../../jobs';
import { UserModel } from '../../models/user';

/** Jobs that have not finished; cancelling one mirrors cancelJobs (a running handler notices at its next heartbeat). */
const UNFINISHED = ['queued', 'running'];
const FINISHED = ['succeeded', 'failed', 'cancelled'];

/** Every job about the person: theirs by id, about one of their transcriptions, or mail to their address. */
function aboutPerson(query: Knex.QueryBuilder, userId: string, email: string) {
  return query.where((q) => {
    q.whereRaw('payload @> ?::jsonb', [JSON.stringify({ userId })])
      .orWhereRaw('lower(payload->>?) = ?', ['to', email.toLowerCase()])
      .orWhereRaw("payload->>'transcriptionId' in (select id::text from transcriptions where user_id = ?)", [userId]);
  });
}

/**
 * Copies the person's completed payments into retained_payments without anything that names them, for the accounts
 * the law requires us to keep; the payment attempts themselves go with the account.
 */
async function retainPayments(trx: Knex, userId: string): Promise<void> {
  await trx.raw(
    `insert into retained_payments (id, kind, plan, credits, amount_cents, currency, provider, provider_order_id,
       provider_subscription_id, provider_payment_id, method, created_at, completed_at)
     select id, kind, plan, credits, amount_cents, currency, provider, provider_order_id, provider_subscription_id,
       provider_payment_id, method, created_at, completed_at
     from payment_attempts where user_id = ? and status = 'completed'
     on conflict (id) do nothing`,
    [userId],
  );
}

/**
 * Deletes an account whose deletion came due (the job `account.delete`), unless it was cancelled. A paid plan that
 * still renews is cancelled at the payment provider first, so a deleted account is never charged again (a failure
 * there retries the job, the account still whole). Then one transaction, fenced by the job: the jobs about the
 * person are cancelled and the finished ones forgotten, completed payments are kept anonymised, the e-mails sent to
 * them are forgotten, and the user row goes, which takes every table that references it along (transcriptions and
 * their versions, summaries and translations, share links, publishable keys, exports, credit ledger, payment
 * attempts, sessions, reset tokens, settings, unsubscribe links, saved posts; visits and contact messages keep no
 * link to the account). The stored files (recordings, uploads, export ZIPs) are deleted by a job of their own,
 * enqueued in the same transaction, so that storage being down delays them without undoing the deletion.
 */
export async function deleteAccount(deps: AppDeps, userId: string, run: JobRunContext): Promise<void> {
  const user = await UserModel.query(deps.db).findById(userId);
  if (!user?.deletionScheduledFor) return;
  if (user.providerSubscriptionId && user.subscriptionStatus === 'active') {
    await deps.payments.cancelSubscription(user.providerSubscriptionId);
  }
  const deleted = await deps.db.transaction(async (trx) => {
    await run.fence(trx);
    const locked = await UserModel.query(trx).findById(userId).forUpdate();
    if (!locked?.deletionScheduledFor) return false;
    const email = locked.email;
    await aboutPerson(trx('jobs').whereIn('state', UNFINISHED).whereNot('id', run.job.id), userId, email).update({
      state: 'cancelled',
      lockedUntil: null,
      finishedAt: trx.fn.now(),
      updatedAt: trx.fn.now(),
    });
    await aboutPerson(trx('jobs').whereIn('state', FINISHED), userId, email).delete();
    await retainPayments(trx, userId);
    await trx('email_outbox').whereRaw('lower(to_address) = ?', [email.toLowerCase()]).delete();
    await trx('users').where({ id: userId }).delete();
    await deps.jobs.deleteAccountFiles(trx, userId);
    return true;
  });
  if (deleted) run.log.info({ userId }, 'account deleted as its owner asked');
}

/** Where a person's stored files live: uploads and recordings, and export ZIPs. */
const filePrefixes = (userId: string) => [`uploads/${userId}/`, `exports/${userId}/`];

/** Deletes every stored file of a deleted account (the job `account.delete-files`); a failure retries the job. */
export async function deleteAccountFiles(deps: AppDeps, userId: string, run: JobRunContext): Promise<void> {
  let removed = 0;
  for (const prefix of filePrefixes(userId)) {
    for await (const item of deps.storage.list(prefix)) {
      run.signal.throwIfAborted();
      await deps.storage.delete(item.key);
      removed++;
    }
  }
  run.log.info({ userId, removed }, 'deleted the stored files of a deleted account');
}
