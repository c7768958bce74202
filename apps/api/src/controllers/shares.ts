import { endpoints } from '@verbatim/core-sdk/contracts';
import { handle } from '../http/endpoint';
import { createShareLink } from '../services/shares/create-share-link';
import { listShareLinks } from '../services/shares/list-share-links';
import { presentShareLink } from '../services/shares/present-share-link';
import { revokeShareLink } from '../services/shares/revoke-share-link';

/** The owner's side of share links: make, list and revoke; another user's transcription or link answers 404. */
export const shareEndpoints = [
  handle(endpoints.createShareLink, async ({ user, params, body }, ctx) => {
    const { token, link } = await createShareLink(ctx.deps, user.id, params.id, body);
    const shown = presentShareLink(link, ctx.deps.now());
    return {
      id: shown.id,
      url: `${ctx.deps.config.publicUrl}/share/${token}`,
      token,
      expiresAt: shown.expiresAt,
      allowMedia: shown.allowMedia,
      createdAt: shown.createdAt,
    };
  }),
  handle(endpoints.listShareLinks, async ({ user, params }, ctx) => {
    const links = await listShareLinks(ctx.deps.db, user.id, params.id);
    const now = ctx.deps.now();
    return { items: links.map((link) => presentShareLink(link, now)) };
  }),
  handle(endpoints.revokeShareLink, async ({ user, params }, ctx) => {
    await revokeShareLink(ctx.deps, user.id, params.shareId);
    return { success: true as const, message: 'The link no longer works.' };
  }),
];
