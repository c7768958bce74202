/** Words and content types that the definitions of more than one area share, so that each says it the same way. */

export const RATE_LIMITED = 'Too many attempts from this address or account; Retry-After says when to try again.';

/** What a transcription's original media may be. */
export const MEDIA = 'audio/*, video/*';

/** The content types of a transcript's download formats, the owner's and a share link's alike. */
export const EXPORT_TYPES =
  'application/pdf, application/vnd.openxmlformats-officedocument.wordprocessingml.document, text/plain, application/x-subrip, text/vtt, application/json';
