import helmet from 'koa-helmet';
import type { AppMiddleware } from './types';

/** Helmet's defaults, with a policy that fits a same-origin single-page app. */
export function securityHeaders(production: boolean): AppMiddleware {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'media-src': ["'self'", 'blob:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'connect-src': ["'self'", 'ws:', 'wss:'],
        'upgrade-insecure-requests': production ? [] : null,
      },
    },
    // Off outside production: HSTS on localhost would pin browsers to https.
    strictTransportSecurity: production,
  }) as unknown as AppMiddleware;
}
