import type { TranscriptEdit } from '@verbatim/core-sdk/contracts';
import type { PartialModelObject } from 'objection';
import type { AppDeps } from '../../deps';
import { TranscriptionModel } from '../../models/transcription';
import { forgetKeptResults } from '../ai/kept-results';
import { assertCurrentVersion } from './assert-current-version';
import { editTranscriptText } from './edit-transcript-text';
import { assertTranscriptionIdShape, lockOwnTranscription } from './find-own-transcription';
import { mergeSpeakerNames } from './merge-speaker-names';
import { publishTranscriptionUpdate } from './publish-transcription-update';

/** What an owner may change, as the contract's request parsed it. */
export interface TranscriptionChanges {
  fileName?: string | undefined;
  speakerNames?: Record<string, string> | undefined;
  edits?: TranscriptEdit[] | undefined;
  /** The version the changes were made on; a different current version refuses them (409 EDIT_CONFLICT). */
  version?: number | undefined;
}

/**
 * Renames the file or its speakers, or edits the text, for the owner only (anyone else's id is 404). Everything
 * happens on the locked row in one transaction, so two tabs' changes take turns and a stale `version` is caught.
 * Only text edits keep a version to undo: a name is changed back by renaming again. Every change is published, so
 * the owner's other tabs show the new name or text.
 */
export async function updateTranscription(
  deps: AppDeps,
  userId: string,
  id: string,
  changes: TranscriptionChanges,
): Promise<TranscriptionModel> {
  assertTranscriptionIdShape(id);
  return deps.db.transaction(async (trx) => {
    const t = await lockOwnTranscription(trx, userId, id);
    assertCurrentVersion(t, changes.version);
    const patch: PartialModelObject<TranscriptionModel> = { updatedAt: deps.now() };
    if (changes.fileName !== undefined) patch.fileName = changes.fileName;
    // Named against the segments the request was made on, before an edit in the same request can drop any.
    if (changes.speakerNames !== undefined)
      patch.speakerNames = mergeSpeakerNames(t.segments ?? [], t.speakerNames ?? {}, changes.speakerNames);
    if (changes.edits !== undefined) Object.assign(patch, await editTranscriptText(trx, t, changes.edits));
    // Kept summaries and translations quote the text and name the speakers: a change of either makes them stale.
    if (changes.edits !== undefined || changes.speakerNames !== undefined) await forgetKeptResults(trx, t.id);
    const updated = await TranscriptionModel.query(trx).patchAndFetchById(t.id, patch);
    await publishTranscriptionUpdate(deps, updated, trx);
    return updated;
  });
}
