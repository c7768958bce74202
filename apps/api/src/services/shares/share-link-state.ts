import type { ShareLinkModel } from '../../models/share-link';

/** Whether a link still opens its transcript at `now`: not revoked, and not past its end. */
export function isShareLinkActive(link: Pick<ShareLinkModel, 'revokedAt' | 'expiresAt'>, now: Date): boolean {
  if (link.revokedAt !== null) return false;
  return link.expiresAt === null || new Date(link.expiresAt).getTime() > now.getTime();
}
