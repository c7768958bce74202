import type { AppDeps } from '../../deps';
import { TranscriptionModel } from '../../models/transcription';
import { UserModel } from '../../models/user';
import { transcriptionFailedEmail, transcriptReadyEmail } from '../mail/transcription-finished-email';
import { withListUnsubscribe } from '../mail/unsubscribe-link';
import { getUserPreferences } from '../preferences/get-user-preferences';
import { wantsNotification } from './notification-kinds';
import { createUnsubscribeLink } from './unsubscribe-links';

type TranscriptionOutcome = 'completed' | 'failed';

/**
 * Mails the owner that a transcription completed ("Transcription complete" on) or failed ("Processing updates" on).
 * Runs as a job enqueued by the completing (or failing) transaction, so it reads the settings as they are when it
 * sends, and sends nothing when the transcription has moved on (deleted, retried), its account cannot sign in, or its
 * address is not verified.
 */
export async function notifyTranscriptionFinished(deps: AppDeps, transcriptionId: string, outcome: TranscriptionOutcome): Promise<void> {
  const t = await TranscriptionModel.query(deps.db)
    .findById(transcriptionId)
    .select('id', 'userId', 'fileName', 'status', 'errorMessage', 'durationSeconds');
  if (!t || t.status !== outcome) return;
  const user = await UserModel.query(deps.db).findById(t.userId);
  if (!user || user.disabledAt || user.deletionScheduledFor || !user.emailVerifiedAt) return;
  const kind = outcome === 'completed' ? 'transcription-complete' : 'processing-updates';
  if (!wantsNotification(await getUserPreferences(deps.db, user.id), kind)) return;
  const unsubscribe = await createUnsubscribeLink(deps, user.id, kind);
  const url = `${deps.config.publicUrl}/transcriptions/${t.id}`;
  const email =
    outcome === 'completed'
      ? transcriptReadyEmail(user.email, { fileName: t.fileName, durationSeconds: t.durationSeconds, url, unsubscribeUrl: unsubscribe.url })
      : transcriptionFailedEmail(user.email, {
          fileName: t.fileName,
          url,
          unsubscribeUrl: unsubscribe.url,
          reason: t.errorMessage ?? 'Transcription failed.',
        });
  await deps.mailer.send(withListUnsubscribe(email, unsubscribe));
}
