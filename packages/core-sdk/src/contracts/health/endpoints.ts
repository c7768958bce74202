import { defineEndpoint } from '../endpoint';
import { routes } from '../routes';
import { healthResponseSchema, readinessResponseSchema } from './schemas';

/** Whether the server is up, and ready for a load balancer. Spread into `endpoints` (../endpoints.ts). */
export const healthEndpoints = {
  health: defineEndpoint(routes.health, {
    access: 'public',
    tag: 'health',
    summary: 'Readiness: 200 once the database answers, 503 while it does not.',
    responses: { 200: healthResponseSchema, 503: healthResponseSchema },
  }),
  healthReady: defineEndpoint(routes.healthReady, {
    access: 'public',
    tag: 'health',
    summary:
      'Readiness for a load balancer: 200 when the database answers, its migrations are current and storage takes a write; 503 naming each check that failed.',
    responses: { 200: readinessResponseSchema, 503: readinessResponseSchema },
  }),
} as const;
