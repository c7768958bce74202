import { SECRET_KEY_PREFIX } from '@verbatim/core-sdk/contracts';
import { UserModel } from '../models/user';
import { ApiKeyInvalidError, ApiKeyRefusedError } from '../services/api-keys/api-key-errors';
import { authenticateApiKey } from '../services/api-keys/authenticate-api-key';
import { recordApiKeyUse } from '../services/api-keys/record-api-key-use';
import type { AppMiddleware } from './types';
import { isApiPath } from './widget-cors';

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

const IN_URL =
  'Secret API keys are taken only in the Authorization header (Authorization: Bearer vbsk_…), never in a URL, where logs and ' +
  'browser histories keep it. Revoke this key in the developer settings and make a new one.';
const REVOKED = 'This API key was revoked: its owner can make a new one in the developer settings.';
const OWNER_DISABLED = 'The account this API key belongs to is disabled.';
const OWNER_BEING_DELETED = 'The account this API key belongs to is being deleted.';

/** Whether any name or value of the query carries a secret key. */
function queryCarriesKey(querystring: string): boolean {
  if (!querystring.includes(SECRET_KEY_PREFIX) && !querystring.includes('%')) return false;
  for (const [name, value] of new URLSearchParams(querystring)) {
    if (name.includes(SECRET_KEY_PREFIX) || value.includes(SECRET_KEY_PREFIX)) return true;
  }
  return false;
}

/**
 * Verifies a backend's secret key (`Authorization: Bearer vbsk_…`) before anything else looks at the caller: the key
 * must exist, match its secret and not be revoked, and its owner must be neither disabled nor being deleted (401
 * API_KEY_INVALID). Every request with a key counts against the key's rate limit. A key in the URL's query is refused
 * whatever else the request carries. Every check reads the database: revoking a key or disabling its owner stops it on
 * the next request. Which endpoints a verified key reaches is each definition's `scope` (checked where it is mounted).
 */
export const apiKeyLoader: AppMiddleware = async (ctx, next) => {
  ctx.state.apiKey = null;
  if (!isApiPath(ctx.path)) return next();
  if (queryCarriesKey(ctx.querystring)) throw new ApiKeyRefusedError(IN_URL);
  const presented = BEARER.exec(ctx.get('Authorization'))?.[1];
  if (presented === undefined || !presented.startsWith(SECRET_KEY_PREFIX)) return next();
  const { db } = ctx.deps;

  const found = await authenticateApiKey(db, presented);
  if (!found.valid) throw new ApiKeyInvalidError(found.reason === 'revoked' ? REVOKED : undefined);
  const { key } = found;
  const owner = await UserModel.query(db).findById(key.userId);
  if (!owner) throw new ApiKeyInvalidError();
  // A disabled account's keys stop with its sessions: nothing more may be read or land in it until an admin enables it.
  if (owner.disabledAt) throw new ApiKeyInvalidError(OWNER_DISABLED);
  if (owner.deletionScheduledFor) throw new ApiKeyInvalidError(OWNER_BEING_DELETED);
  await ctx.deps.rateLimits.apiKeyRequestsPerKey.consume(key.id);
  await recordApiKeyUse(db, key, ctx.deps.now());
  ctx.state.apiKey = { key, owner };
  return next();
};
