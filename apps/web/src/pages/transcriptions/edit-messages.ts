import { isApiError } from '@verbatim/core-sdk';

/** What the viewer says when an edit, a rename or an undo is refused: the reason and what to do about it. */
export function editErrorMessage(error: unknown): string {
  if (!isApiError(error)) return 'The change could not be saved. Check your connection and try again.';
  switch (error.code) {
    case 'EDIT_CONFLICT':
      return 'This transcript was changed in another window. Close it, open it again and redo your change.';
    case 'NOTHING_TO_UNDO':
      return 'There is no edit left to undo.';
    case 'TRANSCRIPT_NOT_EDITABLE':
      return 'This transcript cannot be edited: it has no word timings, or it changed since you opened it.';
    case 'NOT_FOUND':
      return 'This transcription no longer exists.';
    case 'VALIDATION_FAILED':
      return error.serverMessage;
    default:
      return 'The change could not be saved. Please try again.';
  }
}
