import { defineEndpoint, fileAnswer } from '../endpoint';
import { EXPORT_TYPES, MEDIA } from '../endpoint-texts';
import { routes } from '../routes';
import { downloadTranscriptionQuerySchema } from '../transcriptions/schemas';
import {
  createdShareLinkSchema,
  createShareLinkRequestSchema,
  revokeShareLinkResponseSchema,
  sharedTranscriptSchema,
  shareLinkListSchema,
} from './schemas';

const SHARE_UNAVAILABLE = 'The link is unknown, revoked or expired (SHARE_LINK_UNAVAILABLE, the same for all three).';
const SHARED_VIEWS_LIMITED = 'Too many shared-link requests from this address; Retry-After says when to try again.';

/**
 * Share links: their owner makes, lists and revokes them; anyone with one reads the transcript. Spread into `endpoints`
 * (../endpoints.ts).
 */
export const shareEndpoints = {
  createShareLink: defineEndpoint(routes.createShareLink, {
    access: 'user',
    tag: 'sharing',
    summary:
      'Makes a link that lets anyone who has it read the transcript (and, if allowed, play the media) until it expires or is revoked.',
    body: createShareLinkRequestSchema,
    failures: { 409: 'The transcription is not complete, so there is no transcript to share yet.' },
    responses: { 201: createdShareLinkSchema },
  }),
  listShareLinks: defineEndpoint(routes.listShareLinks, {
    access: 'user',
    tag: 'sharing',
    summary: "A transcription's share links, newest first, with their views; tokens are never shown again.",
    responses: { 200: shareLinkListSchema },
  }),
  revokeShareLink: defineEndpoint(routes.revokeShareLink, {
    access: 'user',
    tag: 'sharing',
    summary: 'Stops a share link from working, at once; revoking it again changes nothing.',
    responses: { 200: revokeShareLinkResponseSchema },
  }),
  getSharedTranscript: defineEndpoint(routes.getSharedTranscript, {
    access: 'public',
    tag: 'sharing',
    summary: 'The transcript a share link opens, with nothing of its owner; counts a view.',
    failures: { 404: SHARE_UNAVAILABLE, 429: SHARED_VIEWS_LIMITED },
    responses: { 200: sharedTranscriptSchema },
  }),
  getSharedAudio: defineEndpoint(routes.getSharedAudio, {
    access: 'public',
    tag: 'sharing',
    summary: 'The original media of a shared transcript, with byte ranges, when its owner allowed it and it is still kept.',
    failures: { 404: `${SHARE_UNAVAILABLE} Or the media is not shared or no longer kept (NOT_FOUND).`, 429: SHARED_VIEWS_LIMITED },
    responses: { 200: fileAnswer(MEDIA, 'The whole file.'), 206: fileAnswer(MEDIA, 'The requested byte range.') },
  }),
  downloadSharedTranscript: defineEndpoint(routes.downloadSharedTranscript, {
    access: 'public',
    tag: 'sharing',
    summary: "A shared transcript as a file, in the same formats as the owner's download.",
    query: downloadTranscriptionQuerySchema,
    failures: { 404: SHARE_UNAVAILABLE, 429: SHARED_VIEWS_LIMITED },
    responses: { 200: fileAnswer(EXPORT_TYPES, "The file, named after the original's (Content-Disposition).") },
  }),
} as const;
