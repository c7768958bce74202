import { SECRET_KEY_PATTERN } from './contracts/constants';
import { createCookieJar } from './cookie-jar';
import { type ClientOptions, createHttp } from './http';
import { withKeyUploadPaths } from './publishable-key-options';
import { type RealtimeClientOptions, realtimeResource } from './realtime';
import { accountResource } from './resources/account';
import { adminResource } from './resources/admin';
import { aiResource } from './resources/ai';
import { analyticsResource } from './resources/analytics';
import { apiKeysResource } from './resources/api-keys';
import { authResource } from './resources/auth';
import { billingResource } from './resources/billing';
import { blogResource } from './resources/blog';
import { contactResource } from './resources/contact';
import { healthResource } from './resources/health';
import { newsletterResource } from './resources/newsletter';
import { objectsResource } from './resources/objects';
import { publishableKeysResource } from './resources/publishable-keys';
import { searchResource } from './resources/search';
import { sharesResource } from './resources/shares';
import { speechResource } from './resources/speech';
import { statsResource } from './resources/stats';
import { transcriptionsResource } from './resources/transcriptions';
import { userResource } from './resources/user';
import { webhooksResource } from './resources/webhooks';
import { widgetResource } from './resources/widget';
import { type UploadsClientOptions, uploadsResource } from './uploads';

export interface CreateClientOptions extends ClientOptions, UploadsClientOptions, RealtimeClientOptions {
  /**
   * Keep the session cookie in memory and send it with every call and socket: for Node and other runtimes without a
   * browser's cookie store. Browsers keep cookies themselves; leave it off there.
   */
  keepCookies?: boolean;
}

/** A secret key is checked for its shape before any request, and never goes with a publishable key or cookies. */
function checkApiKey(options: CreateClientOptions): void {
  if (options.apiKey === undefined) return;
  if (!SECRET_KEY_PATTERN.test(options.apiKey))
    throw new TypeError('apiKey must be a whole secret key: vbsk_ followed by its id and secret.');
  if (options.publishableKey) throw new TypeError('Pass apiKey or publishableKey, not both.');
  if (options.keepCookies) throw new TypeError('A client with apiKey sends no cookies: leave keepCookies out.');
}

/**
 * Creates a Verbatim API client. Works in browsers and in Node 20+. With `publishableKey` it is a widget's client:
 * no cookies, the key on every request, and only the calls a key may make (uploads, `widget`). With `apiKey` it is a
 * backend's client (Node, no browser globals needed): no cookies, the secret key on every request, acting as the key's
 * owner within its scopes, and calls that are safe to repeat retried (see `retry`).
 */
export function createClient(createOptions: CreateClientOptions) {
  checkApiKey(createOptions);
  const given = withKeyUploadPaths(createOptions);
  // Outside a browser the session cookie has to be kept by someone: with keepCookies, by this client.
  const jar = given.keepCookies ? createCookieJar(given.fetch) : undefined;
  const options = jar ? { ...given, fetch: jar.fetch, realtime: { ...given.realtime, cookieHeader: jar.header } } : given;
  const http = createHttp(options);
  return {
    auth: authResource(http),
    user: userResource(http),
    stats: statsResource(http),
    billing: billingResource(http),
    transcriptions: transcriptionsResource(http),
    search: searchResource(http),
    shares: sharesResource(http),
    publishableKeys: publishableKeysResource(http),
    apiKeys: apiKeysResource(http),
    webhooks: webhooksResource(http),
    widget: widgetResource(http),
    ai: aiResource(http),
    speech: speechResource(http),
    objects: objectsResource(http),
    health: healthResource(http),
    admin: adminResource(http),
    analytics: analyticsResource(http),
    contact: contactResource(http),
    blog: blogResource(http),
    newsletter: newsletterResource(http),
    account: accountResource(http),
    uploads: uploadsResource(http, options),
    realtime: realtimeResource(options),
  };
}
export type VerbatimClient = ReturnType<typeof createClient>;
