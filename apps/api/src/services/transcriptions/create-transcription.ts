import type { AppDeps } from '../../deps';
import { TranscriptionModel, type UploadPath } from '../../models/transcription';
import type { UserModel } from '../../models/user';
import { admitTranscription } from '../access/admit-transcription';
import { getUserPreferences } from '../preferences/get-user-preferences';
import { assertFitsKeyMinutes } from '../publishable-keys/key-limits';
import type { WidgetCaller } from '../publishable-keys/widget-caller';
import { publishTranscriptionUpdate } from './publish-transcription-update';

export interface NewTranscription {
  fileName: string;
  fileSize: number;
  mimeType: string | null;
  mediaKey: string;
  uploadPath: UploadPath;
  /** A recording's first draft, what the live captions heard; blank is none. */
  draftText?: string | undefined;
  /** The file's length when it was probed before admission (a widget's upload); null or absent when not yet known. */
  durationSeconds?: number | null | undefined;
  /** The widget that sent it with a publishable key; absent for the app's own uploads. */
  widget?: WidgetCaller | null | undefined;
}

/**
 * Admits an uploaded file and records it as a pending transcription with its processing queued, asked for with its
 * owner's transcription defaults (language, mode, speaker recognition), in one transaction: the access check, the
 * credits it holds and the row are one step, so concurrent uploads cannot all pass a check that only one of them fits. A widget's file must fit its key's minutes for today, checked
 * in the same step (the account lock serialises every key of the account).
 */
export async function createTranscription(deps: AppDeps, user: UserModel, input: NewTranscription): Promise<TranscriptionModel> {
  const durationSeconds = input.durationSeconds ?? null;
  const widget = input.widget ?? null;
  return deps.db.transaction(async (trx) => {
    const { paidWith, reservedCredits } = await admitTranscription(deps, trx, user.id, { action: 'process', durationSeconds });
    if (widget && durationSeconds !== null) await assertFitsKeyMinutes(trx, widget.key, durationSeconds, deps.now());
    // The owner's settings as they are now: changing them later does not change a file already sent.
    const preferences = await getUserPreferences(trx, user.id);
    const row = await TranscriptionModel.query(trx).insertAndFetch({
      userId: user.id,
      fileName: input.fileName.slice(0, 255),
      fileSize: input.fileSize,
      mimeType: input.mimeType,
      mediaKey: input.mediaKey,
      uploadPath: input.uploadPath,
      status: 'pending',
      progress: 0,
      paidWith,
      reservedCredits,
      draftText: input.draftText?.trim() || null,
      durationSeconds,
      publishableKeyId: widget?.key.id ?? null,
      sourceWidget: widget?.widget ?? null,
      sourceOrigin: widget?.origin ?? null,
      requestedLanguage: preferences.language,
      transcriptionMode: preferences.mode,
      speakerLabels: preferences.speakerLabels,
    });
    await deps.jobs.enqueueTranscription(trx, row.id);
    await publishTranscriptionUpdate(deps, row, trx);
    return row;
  });
}
