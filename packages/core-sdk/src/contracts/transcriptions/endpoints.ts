import { defineEndpoint, fileAnswer } from '../endpoint';
import { EXPORT_TYPES, MEDIA } from '../endpoint-texts';
import { routes } from '../routes';
import {
  deleteTranscriptionResponseSchema,
  downloadOwnTranscriptionQuerySchema,
  listTranscriptionsQuerySchema,
  retryTranscriptionResponseSchema,
  transcriptionPageSchema,
  transcriptionSchema,
  undoTranscriptionEditRequestSchema,
  updateTranscriptionRequestSchema,
} from './schemas';

/**
 * The caller's transcriptions: list, read, edit, retry, delete, play and download. Spread into `endpoints`
 * (../endpoints.ts).
 */
export const transcriptionEndpoints = {
  listTranscriptions: defineEndpoint(routes.listTranscriptions, {
    access: 'user',
    scope: 'transcriptions:read',
    tag: 'transcriptions',
    summary: "One page of the caller's transcriptions, newest first, searched by file name and text.",
    query: listTranscriptionsQuerySchema,
    responses: { 200: transcriptionPageSchema },
  }),
  getTranscription: defineEndpoint(routes.getTranscription, {
    access: 'user',
    scope: 'transcriptions:read',
    tag: 'transcriptions',
    summary: 'One transcription with its text, segments and word timings.',
    responses: { 200: transcriptionSchema },
  }),
  updateTranscription: defineEndpoint(routes.updateTranscription, {
    access: 'user',
    scope: 'transcriptions:write',
    tag: 'transcriptions',
    summary:
      'Renames the file or its speakers, or edits the text: words an edit keeps keep their timings, new words are timed inside the edited span, and the text before the edit is kept to undo.',
    body: updateTranscriptionRequestSchema,
    failures: {
      409: 'The transcription is not complete or has no word timings to edit (TRANSCRIPT_NOT_EDITABLE), an edit reaches past its last word (TRANSCRIPT_NOT_EDITABLE), or `version` is not the current one (EDIT_CONFLICT).',
    },
    responses: { 200: transcriptionSchema },
  }),
  undoTranscriptionEdit: defineEndpoint(routes.undoTranscriptionEdit, {
    access: 'user',
    scope: 'transcriptions:write',
    tag: 'transcriptions',
    summary: 'Puts the text back as it was before the last edit, word timings and all.',
    body: undoTranscriptionEditRequestSchema,
    failures: { 409: 'There is no edit to undo (NOTHING_TO_UNDO), or `version` is not the current one (EDIT_CONFLICT).' },
    responses: { 200: transcriptionSchema },
  }),
  deleteTranscription: defineEndpoint(routes.deleteTranscription, {
    access: 'user',
    scope: 'transcriptions:write',
    tag: 'transcriptions',
    summary: 'Deletes the transcription and its media, and cancels its work.',
    responses: { 200: deleteTranscriptionResponseSchema },
  }),
  retryTranscription: defineEndpoint(routes.retryTranscription, {
    access: 'user',
    scope: 'transcriptions:write',
    tag: 'transcriptions',
    summary: 'Queues a failed or stalled transcription again.',
    failures: { 409: 'The transcription is complete, still being processed, or its media is gone.' },
    responses: { 200: retryTranscriptionResponseSchema },
  }),
  getTranscriptionAudio: defineEndpoint(routes.getTranscriptionAudio, {
    access: 'user',
    scope: 'transcriptions:read',
    tag: 'transcriptions',
    summary: 'The original media while it is kept, with byte ranges for seeking.',
    responses: { 200: fileAnswer(MEDIA, 'The whole file.'), 206: fileAnswer(MEDIA, 'The requested byte range.') },
  }),
  downloadTranscription: defineEndpoint(routes.downloadTranscription, {
    access: 'user',
    scope: 'transcriptions:read',
    tag: 'transcriptions',
    summary:
      "The transcript as a file: PDF, DOCX, TXT, SRT or VTT (cues from word timings), or JSON with segments and words; without `format`, the owner's default export format.",
    query: downloadOwnTranscriptionQuerySchema,
    failures: { 409: 'The transcription has no transcript yet (it is not complete).' },
    responses: {
      200: fileAnswer(EXPORT_TYPES, "The file, named after the original's (Content-Disposition)."),
    },
  }),
} as const;
