import { z } from 'zod';
import { requiredText, singleLine } from '../common';

/** The answer of the analytics calls that have nothing to say (they are fire-and-forget). */
export const okResponseSchema = z.object({ success: z.literal(true) });
export type OkResponse = z.infer<typeof okResponseSchema>;

const sessionId = requiredText('sessionId is required', 100);

/** POST /api/analytics/session: once per signed-in visit. */
export const startSessionRequestSchema = z.object({ timezone: requiredText('timezone is required', 64) });
export type StartSessionRequest = z.input<typeof startSessionRequestSchema>;
export const startSessionResponseSchema = z.object({ sessionId: z.string() });
export type StartSessionResponse = z.infer<typeof startSessionResponseSchema>;

/** POST /api/analytics/pageview: on every route change. */
export const pageviewRequestSchema = z.object({
  sessionId,
  page: z
    .string({ error: 'page is required' })
    .trim()
    .startsWith('/', 'page must be a path starting with /')
    .max(2048, 'page must be at most 2048 characters')
    .check(singleLine()),
  title: z.string().max(500, 'title must be at most 500 characters').check(singleLine()).default(''),
  referrer: z.string().max(2048, 'referrer must be at most 2048 characters').check(singleLine()).default(''),
});
export type PageviewRequest = z.input<typeof pageviewRequestSchema>;
export const pageviewResponseSchema = okResponseSchema;

/** POST /api/analytics/end-session: sent as a beacon when the page is left. */
export const endSessionRequestSchema = z.object({ sessionId });
export type EndSessionRequest = z.input<typeof endSessionRequestSchema>;
export const endSessionResponseSchema = okResponseSchema;
