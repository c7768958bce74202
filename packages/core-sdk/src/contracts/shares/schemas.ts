import { z } from 'zod';
import { successResponseSchema } from '../common';
import { transcriptSegmentSchema, transcriptWordSchema } from '../transcriptions/schemas';

/** The longest a share link may live; a link without an end lives until its owner revokes it. */
export const SHARE_LINK_MAX_DAYS = 365;

/** What the owner chooses when sharing a transcript. */
export const createShareLinkRequestSchema = z.object({
  /** Days until the link stops working; null or absent: until revoked. */
  expiresInDays: z
    .number({ error: 'expiresInDays must be a number of days' })
    .int('expiresInDays must be a whole number of days')
    .min(1, 'expiresInDays must be at least 1')
    .max(SHARE_LINK_MAX_DAYS, `expiresInDays must be at most ${SHARE_LINK_MAX_DAYS}`)
    .nullable()
    .optional(),
  /** Whether people with the link may also play the original media while it is kept (default false). */
  allowMedia: z.boolean({ error: 'allowMedia must be true or false' }).optional(),
});
export type CreateShareLinkRequest = z.input<typeof createShareLinkRequestSchema>;

/** A new link. The token (and the url that carries it) is shown this once: the server keeps only its hash. */
export const createdShareLinkSchema = z.object({
  id: z.string(),
  url: z.string(),
  token: z.string(),
  expiresAt: z.string().nullable(),
  allowMedia: z.boolean(),
  createdAt: z.string(),
});
export type CreatedShareLink = z.infer<typeof createdShareLinkSchema>;

/** A link as its owner lists it, without its token. */
export const shareLinkSchema = z.object({
  id: z.string(),
  expiresAt: z.string().nullable(),
  allowMedia: z.boolean(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
  lastViewedAt: z.string().nullable(),
  viewCount: z.number().int().min(0),
  /** Neither revoked nor expired: the link opens the transcript. */
  active: z.boolean(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** A transcription's links, newest first. */
export const shareLinkListSchema = z.object({ items: z.array(shareLinkSchema) });
export type ShareLinkList = z.infer<typeof shareLinkListSchema>;

/** Revoking a link (again is fine). */
export const revokeShareLinkResponseSchema = successResponseSchema;
export type RevokeShareLinkResponse = z.infer<typeof revokeShareLinkResponseSchema>;

/** A transcript as a link shows it to anyone: nothing of its owner, and no ids. */
export const sharedTranscriptSchema = z.object({
  fileName: z.string(),
  createdAt: z.string(),
  /** Seconds of audio. */
  duration: z.number().nullable(),
  language: z.string().nullable(),
  transcriptText: z.string().nullable(),
  segments: z.array(transcriptSegmentSchema),
  words: z.array(transcriptWordSchema),
  /** The names the owner gave the speaker labels. */
  speakerNames: z.record(z.string(), z.string()),
  /** The owner shared the media and it is still kept: the audio address plays it. */
  mediaAvailable: z.boolean(),
  /** The recording's media type as uploaded (e.g. video/webm for a screen recording), so video plays as video. */
  mimeType: z.string().nullable(),
});
export type SharedTranscript = z.infer<typeof sharedTranscriptSchema>;
