import type { HttpMethod } from '../http-method';

/** Publishable keys, and what a widget on another site calls with one. Spread into the route table of ../routes.ts. */
export const widgetRoutes = {
  listPublishableKeys: ['GET', '/api/publishable-keys'],
  createPublishableKey: ['POST', '/api/publishable-keys'],
  revokePublishableKey: ['DELETE', '/api/publishable-keys/:keyId'],
  getWidgetConfig: ['GET', '/api/widget/config'],
  getWidgetTranscription: ['GET', '/api/widget/transcriptions/:id'],
  widgetScript: ['GET', '/api/widget/v1/verbatim.js'],
} as const satisfies Record<string, readonly [HttpMethod, string]>;
