import type { AppDeps } from '../../deps';
import { hashToken, hasTokenShape } from '../../lib/tokens';
import { ShareLinkModel } from '../../models/share-link';
import { TranscriptionModel } from '../../models/transcription';
import { isShareLinkActive } from './share-link-state';
import { ShareLinkUnavailableError } from './share-link-unavailable-error';

export interface SharedTranscription {
  link: ShareLinkModel;
  transcription: TranscriptionModel;
}

/**
 * The transcription a link's token opens. A string that cannot be a token is refused before any query; an
 * unknown, revoked or expired token, or one whose transcript is gone, answers the same ShareLinkUnavailableError.
 * The lookup is by the token's hash, so the database never sees the token and its index cannot leak it by timing.
 */
export async function findSharedTranscription(deps: AppDeps, token: string): Promise<SharedTranscription> {
  if (!hasTokenShape(token)) throw new ShareLinkUnavailableError();
  const link = await ShareLinkModel.query(deps.db).findOne({ tokenHash: hashToken(token) });
  if (!link || !isShareLinkActive(link, deps.now())) throw new ShareLinkUnavailableError();
  const transcription = await TranscriptionModel.query(deps.db).findById(link.transcriptionId);
  if (transcription?.status !== 'completed') throw new ShareLinkUnavailableError();
  return { link, transcription };
}
