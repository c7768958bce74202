import { accountEndpoints } from './account/endpoints';
import { accountDataEndpoints } from './account-data/endpoints';
import { adminEndpoints } from './admin/endpoints';
import { aiEndpoints } from './ai/endpoints';
import { analyticsEndpoints } from './analytics/endpoints';
import { apiKeyEndpoints } from './api-keys/endpoints';
import { authEndpoints } from './auth/endpoints';
import { billingEndpoints } from './billing/endpoints';
import { blogEndpoints } from './blog/endpoints';
import type { EndpointDefinition } from './endpoint';
import { healthEndpoints } from './health/endpoints';
import { newsletterEndpoints } from './newsletter/endpoints';
import { newsletterIssueEndpoints } from './newsletter-issues/endpoints';
import { referenceEndpoints } from './reference/endpoints';
import type { routes } from './routes';
import { searchEndpoints } from './search/endpoints';
import { shareEndpoints } from './shares/endpoints';
import { siteEndpoints } from './site/endpoints';
import { transcriptionEndpoints } from './transcriptions/endpoints';
import { uploadEndpoints } from './uploads/endpoints';
import { userEndpoints } from './user/endpoints';
import { webhookEndpoints } from './webhooks/endpoints';
import { widgetEndpoints } from './widgets/endpoints';

/**
 * Every endpoint the API serves, one definition each: the server mounts these, the SDK calls them, and the OpenAPI
 * reference is generated from them, in this order. Each area keeps its definitions in `<area>/endpoints.ts`, beside
 * its route table and schemas; to add an endpoint, add its route to the area's `routes.ts` and its definition to the
 * area's `endpoints.ts` (a new area is spread here and in `routes.ts`). The `satisfies` below fails until every route
 * has its definition, and the definitions test fails until the server mounts it.
 */
export const endpoints = {
  ...healthEndpoints,
  ...authEndpoints,
  ...userEndpoints,
  ...transcriptionEndpoints,
  ...aiEndpoints,
  ...shareEndpoints,
  ...uploadEndpoints,
  ...widgetEndpoints,
  ...billingEndpoints,
  ...referenceEndpoints,
  ...analyticsEndpoints,
  ...adminEndpoints,
  ...siteEndpoints,
  ...blogEndpoints,
  ...newsletterEndpoints,
  ...newsletterIssueEndpoints,
  ...accountEndpoints,
  ...accountDataEndpoints,
  ...apiKeyEndpoints,
  ...webhookEndpoints,
  ...searchEndpoints,
} as const satisfies { [N in keyof typeof routes]: EndpointDefinition<(typeof routes)[N]> };

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
