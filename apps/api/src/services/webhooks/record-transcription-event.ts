import type { WebhookEventType, WebhookTranscriptionData } from '@verbatim/core-sdk/contracts';
import type { Database } from '../../db/create-database';
import type { AppDeps } from '../../deps';
import { isoTime } from '../../lib/iso-time';
import type { TranscriptionModel } from '../../models/transcription';
import { findTranscriptionSource, presentTranscriptionSource } from '../transcriptions/transcription-source';
import { queueWebhookDelivery } from './queue-webhook-delivery';
import { ENDPOINTS_TABLE, type WebhookEndpointRow } from './webhook-rows';

/** The small body of a transcription event: what happened to which file; the transcript is fetched from the API. */
async function transcriptionData(db: Database, t: TranscriptionModel): Promise<WebhookTranscriptionData> {
  return {
    id: t.id,
    status: t.status,
    fileName: t.fileName,
    durationSeconds: t.durationSeconds === null || t.durationSeconds === undefined ? null : Number(t.durationSeconds),
    language: t.language ?? null,
    source: presentTranscriptionSource(await findTranscriptionSource(db, t)),
    errorMessage: t.status === 'failed' ? (t.errorMessage ?? null) : null,
    createdAt: isoTime(t.createdAt),
    completedAt: isoTime(t.completedAt ?? null),
  };
}

/**
 * Puts an event about `t` in the outbox of each of its owner's enabled endpoints that subscribe to it. Call it with
 * the transaction that makes the change (`trx`): a change that rolls back sends nothing, and one that commits cannot
 * lose its event, which is sent by a queue job. A widget's upload belongs to the key's owner, so it reaches theirs.
 */
export async function recordTranscriptionEvent(deps: AppDeps, trx: Database, type: WebhookEventType, t: TranscriptionModel): Promise<void> {
  const endpoints = (await trx(ENDPOINTS_TABLE)
    .where({ userId: t.userId, enabled: true })
    .whereRaw('events @> ?::jsonb', [JSON.stringify([type])])
    .select('id')) as Pick<WebhookEndpointRow, 'id'>[];
  if (endpoints.length === 0) return;
  const message = { type, timestamp: deps.now().toISOString(), data: await transcriptionData(trx, t) };
  for (const endpoint of endpoints) await queueWebhookDelivery(deps, trx, endpoint.id, message);
}
