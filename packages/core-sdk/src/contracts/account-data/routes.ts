import type { HttpMethod } from '../http-method';

/** A person's data: exports, account deletion and e-mail unsubscribe links. Spread into the route table of ../routes.ts. */
export const accountDataRoutes = {
  startAccountExport: ['POST', '/api/account/exports'],
  listAccountExports: ['GET', '/api/account/exports'],
  downloadAccountExport: ['GET', '/api/account/exports/:exportId/download'],
  getAccountDeletion: ['GET', '/api/account/deletion'],
  requestAccountDeletion: ['POST', '/api/account/deletion'],
  cancelAccountDeletion: ['POST', '/api/account/deletion/cancel'],
  unsubscribeFromNotifications: ['POST', '/api/notifications/unsubscribe'],
  // The List-Unsubscribe URL of notification e-mails: mail providers POST to it; a GET only leads to the page.
  oneClickUnsubscribeFromNotifications: ['POST', '/api/notifications/unsubscribe/one-click'],
  goToUnsubscribePage: ['GET', '/api/notifications/unsubscribe/one-click'],
} as const satisfies Record<string, readonly [HttpMethod, string]>;
