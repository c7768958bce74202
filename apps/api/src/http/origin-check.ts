import { type EndpointDefinition, endpoints } from '@verbatim/core-sdk/contracts';
import { ForbiddenError } from '../errors/app-error';
import { requestSite } from './request-site';
import type { AppMiddleware } from './types';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The endpoints whose definitions take any origin: the one-click unsubscribe URLs of e-mail headers (RFC 8058). The
 * reader's mail provider posts to them, from its servers or from its webmail page, whose origin is the provider's.
 * Forging such a request gains nothing: the token in the URL is its one authority, no session is read, and whoever
 * holds the token may unsubscribe anyway. Matched by exact method and path (these paths have no parameters).
 */
const ANY_ORIGIN = new Set(
  (Object.values(endpoints) as EndpointDefinition[]).filter((d) => d.anyOrigin).map((d) => `${d.method} ${d.path}`),
);

/**
 * Cross-site request forgery guard: every state-changing request a browser sends must come from one of
 * our own origins (PUBLIC_URL, ALLOWED_ORIGINS, or the host it was sent to), signed in or not: without
 * a session, another site could still sign a visitor into the attacker's account (login CSRF) or make
 * accounts in their name. Clients that state no origin at all (curl, servers, the SDK in Node) pass:
 * they carry no visitor's cookies.
 */
export const originCheck: AppMiddleware = async (ctx, next) => {
  // A widget's request carries no cookies and its origin was checked against its publishable key: it cannot be forged.
  if (ctx.state.publishableKey) return next();
  // A backend's secret key with no cookies: a browser another site steers cannot add a key it does not have, and without
  // cookies there is no visitor's session to ride on. With cookies the request is checked like any browser's.
  if (ctx.state.apiKey && !ctx.get('Cookie')) return next();
  if (ANY_ORIGIN.has(`${ctx.method} ${ctx.path}`)) return next();
  if (SAFE_METHODS.has(ctx.method) || requestSite(ctx) !== 'foreign') return next();
  throw new ForbiddenError('This request came from another site and was refused.', 'ORIGIN_MISMATCH');
};
