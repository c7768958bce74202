import type { AppDeps } from '../../deps';
import { ConflictError } from '../../errors/app-error';
import { createToken, hashToken } from '../../lib/tokens';
import { ShareLinkModel } from '../../models/share-link';
import { findOwnTranscription } from '../transcriptions/find-own-transcription';

const DAY_MS = 24 * 60 * 60_000;

export interface ShareLinkChoices {
  /** Null or absent: the link works until it is revoked. */
  expiresInDays?: number | null | undefined;
  allowMedia?: boolean | undefined;
}

/**
 * A new link to one of the caller's completed transcripts (another user's id is 404, an incomplete one 409).
 * The token is returned this once; only its SHA-256 is stored, so it can never be shown again.
 */
export async function createShareLink(deps: AppDeps, userId: string, transcriptionId: string, choices: ShareLinkChoices) {
  const t = await findOwnTranscription(deps.db, userId, transcriptionId);
  if (t.status !== 'completed') throw new ConflictError('This transcription is not complete yet, so there is no transcript to share.');
  const token = createToken();
  const now = deps.now();
  const link = await ShareLinkModel.query(deps.db).insertAndFetch({
    transcriptionId: t.id,
    userId,
    tokenHash: hashToken(token),
    allowMedia: choices.allowMedia ?? false,
    expiresAt: choices.expiresInDays ? new Date(now.getTime() + choices.expiresInDays * DAY_MS) : null,
    createdAt: now,
  });
  return { token, link };
}
