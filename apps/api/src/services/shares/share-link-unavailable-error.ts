import { AppError } from '../../errors/app-error';

export const SHARE_LINK_UNAVAILABLE_MESSAGE = 'This link is no longer available. Ask the person who shared it for a new one.';

/**
 * One answer for a token that was never issued, one that was revoked and one that expired: telling them apart
 * would let an outsider learn which guesses were once real links.
 */
export class ShareLinkUnavailableError extends AppError {
  override readonly name = 'ShareLinkUnavailableError';
  constructor() {
    super(404, 'SHARE_LINK_UNAVAILABLE', SHARE_LINK_UNAVAILABLE_MESSAGE);
  }
}
