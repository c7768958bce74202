import * as oidc from 'openid-client';
import type { Config } from '../../../config';

export type GoogleSettings = NonNullable<Config['google']>;

/** Where the provider sends the browser back; register exactly this URL with Google. */
export const googleRedirectUri = (config: Config): string => `${config.publicUrl}/api/auth/google/callback`;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/**
 * openid-client refuses plain http. A provider on this machine (tests, a local stand-in)
 * cannot eavesdrop on anyone, so http is allowed there and nowhere else.
 */
const isLoopbackIssuer = (issuerUrl: string): boolean => LOOPBACK_HOSTS.has(new URL(issuerUrl).hostname);

/** Seconds for discovery and for every later request to the provider (token exchange, keys). */
const PROVIDER_TIMEOUT_SECONDS = 10;

// Keyed by the settings object, so that two servers in one process (tests) never share a
// provider; a failed discovery is forgotten, so the next sign-in tries again.
const discovered = new WeakMap<GoogleSettings, Promise<oidc.Configuration>>();

/** The provider's discovered configuration with our client credentials, fetched once per process. */
export function getGoogleClient(settings: GoogleSettings): Promise<oidc.Configuration> {
  const cached = discovered.get(settings);
  if (cached) return cached;
  const pending = oidc.discovery(
    new URL(settings.issuerUrl),
    settings.clientId,
    { client_secret: settings.clientSecret },
    oidc.ClientSecretPost(settings.clientSecret),
    {
      timeout: PROVIDER_TIMEOUT_SECONDS,
      ...(isLoopbackIssuer(settings.issuerUrl) ? { execute: [oidc.allowInsecureRequests] } : {}),
    },
  );
  discovered.set(settings, pending);
  pending.catch(() => {
    if (discovered.get(settings) === pending) discovered.delete(settings);
  });
  return pending;
}
