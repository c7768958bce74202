import { z } from 'zod';
import { MAX_CAPTION_CHUNK_CHARS } from './constants';
import { transcriptionStatuses } from './transcriptions/schemas';

/** WebSocket /api/ws/updates, server to client: where one of the caller's transcriptions stands. */
export const transcriptionUpdateMessageSchema = z.object({
  type: z.literal('transcription_update'),
  id: z.string(),
  status: z.enum(transcriptionStatuses),
  progress: z.number().int().min(0).max(100),
  errorMessage: z.string().nullable(),
});
export type TranscriptionUpdateMessage = z.infer<typeof transcriptionUpdateMessageSchema>;

/** WebSocket /api/ws/updates, server to client: sent once when the socket is open and authenticated. */
export const updatesConnectedMessageSchema = z.object({ type: z.literal('connected') });
export type UpdatesConnectedMessage = z.infer<typeof updatesConnectedMessageSchema>;

/**
 * WebSocket /api/ws/updates, server to client: updates may have been lost on the server's side (its connection
 * to the event source dropped and is back), so the client should read afresh what it shows.
 */
export const updatesResyncMessageSchema = z.object({ type: z.literal('resync') });
export type UpdatesResyncMessage = z.infer<typeof updatesResyncMessageSchema>;

/**
 * Every message the updates socket sends. The channel is one-way: what a client sends is ignored. When the
 * session behind the socket ends, the server closes it with `SESSION_ENDED_CLOSE_CODE` (4401).
 */
export const updatesServerMessageSchema = z.discriminatedUnion('type', [
  updatesConnectedMessageSchema,
  transcriptionUpdateMessageSchema,
  updatesResyncMessageSchema,
]);
export type UpdatesServerMessage = z.infer<typeof updatesServerMessageSchema>;

/** WebSocket /api/ws/captions, client to server: one chunk of microphone audio as a WAV data URL. */
export const captionAudioMessageSchema = z.object({
  type: z.literal('audio'),
  data: z
    .string()
    .max(MAX_CAPTION_CHUNK_CHARS, 'The audio chunk is too large')
    .regex(/^data:audio\/(wav|x-wav|wave);base64,[A-Za-z0-9+/]+={0,2}$/, 'data must be a base64 WAV data URL'),
});
export type CaptionAudioMessage = z.infer<typeof captionAudioMessageSchema>;
export const captionClientMessageSchema = captionAudioMessageSchema;
export type CaptionClientMessage = CaptionAudioMessage;

/** WebSocket /api/ws/captions, server to client: the text of a chunk, or why it failed. */
export const captionTranscriptionMessageSchema = z.object({ type: z.literal('transcription'), text: z.string() });
export const captionErrorMessageSchema = z.object({ type: z.literal('error'), message: z.string() });
export const captionServerMessageSchema = z.discriminatedUnion('type', [captionTranscriptionMessageSchema, captionErrorMessageSchema]);
export type CaptionTranscriptionMessage = z.infer<typeof captionTranscriptionMessageSchema>;
export type CaptionErrorMessage = z.infer<typeof captionErrorMessageSchema>;
export type CaptionServerMessage = z.infer<typeof captionServerMessageSchema>;
