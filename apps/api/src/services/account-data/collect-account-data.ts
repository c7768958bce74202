import type { UserPreferences } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import { isoTime } from '../../lib/iso-time';
import { ApiKeyModel } from '../../models/api-key';
import { PublishableKeyModel } from '../../models/publishable-key';
import { ShareLinkModel } from '../../models/share-link';
import type { UserModel } from '../../models/user';
import { presentApiKey } from '../api-keys/present-api-key';
import { subscriptionState } from '../billing/subscription-state';
import { getAvailableCredits } from '../credits/get-available-credits';
import { presentPublishableKey } from '../publishable-keys/present-publishable-key';
import { presentShareLink } from '../shares/present-share-link';
import { listWebhookEndpoints } from '../webhooks/list-webhook-endpoints';
import type { AiResultListing } from './ai-result-files';

/**
 * What account.json says of one transcription; `exportFile` is its transcript's path in the ZIP, if it has one, and
 * the summaries and translations name theirs.
 */
export interface TranscriptionEntry {
  id: string;
  fileName: string;
  fileSize: number;
  mimeType: string | null;
  status: string;
  errorMessage: string | null;
  durationSeconds: number | null;
  language: string | null;
  createdAt: string | null;
  completedAt: string | null;
  mediaDeletedAt: string | null;
  speakerNames: Record<string, string>;
  source: { widget: string | null; origin: string | null };
  exportFile: string | null;
  summaries: AiResultListing['summaries'];
  translations: AiResultListing['translations'];
}

/** The transcriptions' columns for account.json, without the transcripts themselves (they are the ZIP's files). */
export const transcriptionListColumns = [
  'id',
  'fileName',
  'fileSize',
  'mimeType',
  'status',
  'errorMessage',
  'durationSeconds',
  'language',
  'createdAt',
  'completedAt',
  'mediaDeletedAt',
  'speakerNames',
  'sourceWidget',
  'sourceOrigin',
] as const;

export interface TranscriptionListRow {
  id: string;
  fileName: string;
  fileSize: number | string;
  mimeType: string | null;
  status: string;
  errorMessage: string | null;
  durationSeconds: number | null;
  language: string | null;
  createdAt: Date;
  completedAt: Date | null;
  mediaDeletedAt: Date | null;
  speakerNames: Record<string, string> | string | null;
  sourceWidget: string | null;
  sourceOrigin: string | null;
}

export function transcriptionEntry(row: TranscriptionListRow, exportFile: string | null, ai: AiResultListing): TranscriptionEntry {
  const names = typeof row.speakerNames === 'string' ? (JSON.parse(row.speakerNames) as Record<string, string>) : row.speakerNames;
  return {
    id: row.id,
    fileName: row.fileName,
    fileSize: Number(row.fileSize),
    mimeType: row.mimeType,
    status: row.status,
    errorMessage: row.errorMessage,
    durationSeconds: row.durationSeconds,
    language: row.language,
    createdAt: isoTime(row.createdAt),
    completedAt: isoTime(row.completedAt),
    mediaDeletedAt: isoTime(row.mediaDeletedAt),
    speakerNames: names ?? {},
    source: { widget: row.sourceWidget, origin: row.sourceOrigin },
    exportFile,
    summaries: ai.summaries,
    translations: ai.translations,
  };
}

/**
 * account.json: everything of the person's besides the transcripts, as they would want to read or move it. Never a
 * password hash, a token or its hash, or a key's secret; the Google account shows only as a way to sign in.
 */
export async function collectAccountData(
  deps: AppDeps,
  user: UserModel,
  preferences: UserPreferences,
  transcriptions: TranscriptionEntry[],
): Promise<Record<string, unknown>> {
  const now = deps.now();
  const [credits, ledger, payments, shareLinks, keys, secretKeys, webhookEndpoints] = await Promise.all([
    getAvailableCredits(deps.db, user.id),
    deps.db('credit_ledger').where({ userId: user.id }).orderBy('id', 'asc'),
    deps.db('payment_attempts').where({ userId: user.id }).orderBy('createdAt', 'asc'),
    ShareLinkModel.query(deps.db).where({ userId: user.id }).orderBy('createdAt', 'asc'),
    PublishableKeyModel.query(deps.db).where({ userId: user.id }).orderBy('createdAt', 'asc'),
    ApiKeyModel.query(deps.db).where({ userId: user.id }).orderBy('createdAt', 'asc'),
    listWebhookEndpoints(deps.db, user.id),
  ]);
  const state = subscriptionState(user, now);
  return {
    exportedAt: now.toISOString(),
    profile: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      profileImageUrl: user.profileImageUrl,
      role: user.role,
      signInMethods: [...(user.passwordHash ? ['password'] : []), ...(user.googleSubject ? ['google'] : [])],
      createdAt: isoTime(user.createdAt),
    },
    plan: {
      plan: user.subscriptionPlan,
      status: state.status,
      currentPeriodEndsAt: isoTime(user.subscriptionExpiresAt),
      trialStartedAt: isoTime(user.trialStartedAt),
      cancellationReason: user.cancellationReason,
    },
    credits: {
      available: credits,
      ledger: ledger.map((row: Record<string, unknown>) => ({
        id: String(row.id),
        amount: row.amount,
        type: row.kind,
        description: row.description,
        transcriptionId: row.transcriptionId ?? null,
        paymentId: row.paymentAttemptId ?? null,
        createdAt: isoTime(row.createdAt as Date),
      })),
    },
    payments: payments.map((row: Record<string, unknown>) => ({
      id: row.id,
      kind: row.kind,
      plan: row.plan,
      credits: row.credits,
      amount: Number(row.amountCents) / 100,
      currency: row.currency,
      status: row.status,
      method: row.method,
      failureReason: row.failureReason,
      createdAt: isoTime(row.createdAt as Date),
      completedAt: isoTime((row.completedAt as Date | null) ?? null),
    })),
    preferences,
    transcriptions,
    shareLinks: shareLinks.map((link) => ({ transcriptionId: link.transcriptionId, ...presentShareLink(link, now) })),
    publishableKeys: keys.map((key) => {
      const { minutesToday: _minutesToday, ...shown } = presentPublishableKey(key, 0);
      return shown;
    }),
    // As their owner sees them in the settings: names, scopes, addresses and times, never a key or a signing secret.
    secretKeys: secretKeys.map(presentApiKey),
    webhookEndpoints,
  };
}
