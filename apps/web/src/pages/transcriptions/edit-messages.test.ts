import { ApiError } from '@verbatim/core-sdk';
import { describe, expect, it } from 'vitest';
import { editErrorMessage } from './edit-messages';

const refusal = (status: number, code: string, serverMessage: string) =>
  new ApiError(`${status}: ${serverMessage}`, status, code, serverMessage);

describe('editErrorMessage', () => {
  it('says what to do for each refusal an edit can meet, and passes validation messages on as the server wrote them', () => {
    expect(editErrorMessage(refusal(409, 'EDIT_CONFLICT', 'Version 1 is not the current version'))).toMatch(/another window/);
    expect(editErrorMessage(refusal(409, 'NOTHING_TO_UNDO', 'Nothing to undo'))).toBe('There is no edit left to undo.');
    expect(editErrorMessage(refusal(404, 'NOT_FOUND', 'Transcription not found'))).toBe('This transcription no longer exists.');
    expect(editErrorMessage(refusal(400, 'VALIDATION_FAILED', 'A speaker name must be at most 60 characters'))).toBe(
      'A speaker name must be at most 60 characters',
    );
    expect(editErrorMessage(refusal(500, 'INTERNAL', 'boom'))).toBe('The change could not be saved. Please try again.');
    expect(editErrorMessage(new TypeError('Failed to fetch'))).toMatch(/connection/);
  });
});
