import type { ShareLinkModel } from '../../models/share-link';
import { isShareLinkActive } from './share-link-state';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A link as its owner lists it: never its token (only the hash is kept) and never the hash. */
export function presentShareLink(link: ShareLinkModel, now: Date) {
  return {
    id: link.id,
    expiresAt: iso(link.expiresAt),
    allowMedia: link.allowMedia,
    createdAt: iso(link.createdAt) as string,
    revokedAt: iso(link.revokedAt),
    lastViewedAt: iso(link.lastViewedAt),
    viewCount: Number(link.viewCount),
    active: isShareLinkActive(link, now),
  };
}
