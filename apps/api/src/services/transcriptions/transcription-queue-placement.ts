import type { Database } from '../../db/create-database';
import type { AppDeps } from '../../deps';
import type { QueuePlacement } from '../../jobs/queue-placement';
import type { UserModel } from '../../models/user';
import { subscriptionState } from '../billing/subscription-state';

type Owner = Pick<UserModel, 'id' | 'subscriptionPlan' | 'subscriptionStatus' | 'subscriptionExpiresAt'>;

/**
 * Where a transcription's processing waits in the queue: in the paid lane while its owner's paid plan or trial is in
 * effect (the plans' promised priority), otherwise in the free lane, even when bought credits pay for it; in turns
 * with the other accounts of its lane either way. Read when the job is queued: a plan bought later does not move a
 * job already waiting.
 */
export async function transcriptionQueuePlacement(deps: AppDeps, db: Database, transcriptionId: string): Promise<QueuePlacement> {
  const owner = (await db('transcriptions')
    .join('users', 'users.id', 'transcriptions.userId')
    .where('transcriptions.id', transcriptionId)
    .first('users.id', 'users.subscriptionPlan', 'users.subscriptionStatus', 'users.subscriptionExpiresAt')) as Owner | undefined;
  if (!owner) throw new Error(`Transcription ${transcriptionId} has no owner to queue it for`);
  return { lane: subscriptionState(owner, deps.now()).inEffect ? 'paid' : 'free', accountId: owner.id };
}
