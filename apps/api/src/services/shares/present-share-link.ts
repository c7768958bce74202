import { isoTime } from '../../lib/iso-time';
import type { ShareLinkModel } from '../../models/share-link';
import { isShareLinkActive } from './share-link-state';

/** A link as its owner lists it: never its token (only the hash is kept) and never the hash. */
export function presentShareLink(link: ShareLinkModel, now: Date) {
  return {
    id: link.id,
    expiresAt: isoTime(link.expiresAt),
    allowMedia: link.allowMedia,
    createdAt: isoTime(link.createdAt) as string,
    revokedAt: isoTime(link.revokedAt),
    lastViewedAt: isoTime(link.lastViewedAt),
    viewCount: Number(link.viewCount),
    active: isShareLinkActive(link, now),
  };
}
