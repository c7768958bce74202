import type { AppDeps } from '../../deps';
import { NotFoundError } from '../../errors/app-error';
import { ShareLinkModel } from '../../models/share-link';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SHARE_LINK_NOT_FOUND = 'Share link not found.';

/**
 * Stops one of the caller's links from working. Revoking it again keeps the first time, so a retried request
 * succeeds; another user's link answers the same 404 as a missing one.
 */
export async function revokeShareLink(deps: AppDeps, userId: string, shareId: string): Promise<void> {
  if (!UUID.test(shareId)) throw new NotFoundError(SHARE_LINK_NOT_FOUND);
  const link = await ShareLinkModel.query(deps.db).findOne({ id: shareId, userId });
  if (!link) throw new NotFoundError(SHARE_LINK_NOT_FOUND);
  await ShareLinkModel.query(deps.db).findById(link.id).whereNull('revokedAt').patch({ revokedAt: deps.now() });
}
