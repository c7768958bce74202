import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * The part of oidc-provider's API these tests use. The package ships no type definitions,
 * so it is loaded through a specifier TypeScript does not resolve and described here.
 */
interface OidcAccount {
  accountId: string;
  claims(): Promise<Record<string, unknown>>;
}
interface OidcInteraction {
  uid: string;
  params: Record<string, unknown>;
  prompt: { name: string };
}
interface OidcGrant {
  addOIDCScope(scope: string): void;
  save(): Promise<string>;
}
interface OidcProvider {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<OidcInteraction>;
  interactionFinished(
    req: IncomingMessage,
    res: ServerResponse,
    result: Record<string, unknown>,
    options?: { mergeWithLastSubmission?: boolean },
  ): Promise<void>;
  Grant: new (properties: { accountId: string; clientId: string }) => OidcGrant;
}
interface OidcProviderModule {
  Provider: new (issuer: string, configuration: Record<string, unknown>) => OidcProvider;
}
const OIDC_PROVIDER_MODULE = 'oidc-provider';

/** The claims a test account's ID token carries, `sub` aside. */
export type TestAccountClaims = Record<string, unknown>;

/** What the person at the provider's login page does next. */
export type NextInteraction = { signInAs: string } | { deny: true };

export interface TestOidcProvider {
  /** The issuer URL, known as soon as the helper returns: GOOGLE_ISSUER_URL for the API. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Builds the provider with its one client, once the API's callback URL is known. */
  registerClient(redirectUri: string): Promise<void>;
  /** Adds or replaces an account the provider can sign in. */
  setAccount(sub: string, claims: TestAccountClaims): void;
  /** Decides what the next login page does: sign in as an account, or refuse. */
  setNextInteraction(next: NextInteraction): void;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider) on a loopback port, standing in for Google.
 * The port is taken first so that the API can be started with the issuer URL; the client is
 * registered afterwards, when the API's own port, and so its callback URL, is known. Until
 * then the provider answers 503, as an unreachable Google would.
 */
export async function startOidcProvider(): Promise<TestOidcProvider> {
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  const server: Server = createServer((req, res) => {
    if (handler) {
      handler(req, res);
      return;
    }
    res.statusCode = 503;
    res.end('not ready');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = `verbatim-test-${randomBytes(4).toString('hex')}`;
  const clientSecret = randomBytes(24).toString('base64url');
  const accounts = new Map<string, TestAccountClaims>();
  let next: NextInteraction = { deny: true };

  async function registerClient(redirectUri: string): Promise<void> {
    const { Provider } = (await import(OIDC_PROVIDER_MODULE)) as OidcProviderModule;
    const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
    const provider = new Provider(issuer, {
      clients: [
        {
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uris: [redirectUri],
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      jwks: { keys: [{ ...signingKey, kid: 'test-signing-key', use: 'sig', alg: 'RS256' }] },
      cookies: { keys: [randomBytes(32).toString('hex')] },
      claims: {
        openid: ['sub'],
        email: ['email', 'email_verified'],
        profile: ['name', 'given_name', 'family_name', 'picture'],
      },
      // Google puts the profile and e-mail claims in the ID token itself; so does this stand-in.
      conformIdTokenClaims: false,
      // Refuse any authorization request without PKCE, so that the tests prove it is sent.
      pkce: { required: () => true },
      features: { devInteractions: { enabled: false } },
      // Fixed lifetimes (seconds) instead of the defaults, which print a notice when first used.
      ttl: { AuthorizationCode: 60, Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
      interactions: { url: (_ctx: unknown, interaction: OidcInteraction) => `/interaction/${interaction.uid}` },
      findAccount: async (_ctx: unknown, sub: string): Promise<OidcAccount | undefined> => {
        const claims = accounts.get(sub);
        if (!claims) return undefined;
        return { accountId: sub, claims: async () => ({ ...claims, sub }) };
      },
    });
    const providerCallback = provider.callback();

    // The login and consent pages, answered at once as the test decided: no HTML, no forms.
    async function interaction(req: IncomingMessage, res: ServerResponse) {
      const details = await provider.interactionDetails(req, res);
      if ('deny' in next) {
        await provider.interactionFinished(
          req,
          res,
          { error: 'access_denied', error_description: 'The person declined to sign in.' },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      const accountId = next.signInAs;
      const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { login: { accountId }, consent: { grantId } }, { mergeWithLastSubmission: false });
    }

    handler = (req, res) => {
      if (req.method === 'GET' && req.url?.startsWith('/interaction/')) {
        interaction(req, res).catch((error: unknown) => {
          res.statusCode = 500;
          res.end(String(error));
        });
        return;
      }
      providerCallback(req, res);
    };
  }

  return {
    issuer,
    clientId,
    clientSecret,
    registerClient,
    setAccount: (sub, claims) => {
      accounts.set(sub, claims);
    },
    setNextInteraction: (value) => {
      next = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
