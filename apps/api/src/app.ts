import type { Server } from 'node:http';
import { ADMIN_APP_BASE, ADMIN_APP_ROUTES, WEB_APP_ROUTES } from '@verbatim/core-sdk/contracts';
import Koa from 'koa';
import type { AppDeps } from './deps';
import { NotFoundError } from './errors/app-error';
import { apiKeyLoader } from './http/api-key-loader';
import { compressStaticFiles } from './http/compress-static-files';
import { corsPreflight } from './http/cors-preflight';
import { keepDatabaseDiskReserve } from './http/database-disk-reserve';
import { errorHandler } from './http/error-handler';
import { mountEndpoints } from './http/mount-endpoints';
import { originCheck } from './http/origin-check';
import { privateAnswersNotStored } from './http/private-answers';
import { publishableKeyLoader } from './http/publishable-key-loader';
import { requestLogger } from './http/request-logger';
import { securityHeaders } from './http/security-headers';
import { serveSpa } from './http/serve-spa';
import { sessionLoader } from './http/session-loader';
import type { AppCustomContext, AppState } from './http/types';
import { httpMetrics } from './metrics/http-metrics';
import { servedEndpoints } from './served-endpoints';
import { servedPageHead } from './services/site/served-page-head';

/** Builds the Koa app: middleware in order, then every route, then the web apps. */
export function createApp(deps: AppDeps) {
  // Only the X-Forwarded-For entries our own proxies appended are believed; anything left of them is whatever the
  // client sent, and taking that as its address would let anyone step around the per-address limits.
  const app = new Koa<AppState, AppCustomContext>({ proxy: deps.config.trustProxy, maxIpsCount: deps.config.proxyHops });
  app.context.deps = deps;
  app.context.log = deps.logger;
  app.silent = true; // errors are logged by the error handler, once

  app.use(requestLogger(deps.logger));
  app.use(httpMetrics(deps.metrics));
  app.use(privateAnswersNotStored);
  app.use(errorHandler);
  app.use(securityHeaders(deps.config.env === 'production', { razorpayCheckout: deps.payments.name === 'razorpay' }));
  // Widgets on other sites: preflights first, then the publishable key, which decides the request's CORS headers and,
  // once verified, stands in for a session (the origin check passes it, the session loader ignores its cookies).
  // A backend's secret key (`vbsk_`) is read before a widget's: it stands for its owner, within its scopes.
  app.use(corsPreflight);
  app.use(apiKeyLoader);
  app.use(publishableKeyLoader);
  app.use(originCheck);
  // After the keys (a widget's refusal needs its CORS headers) and before the session, whose loader may write too.
  app.use(keepDatabaseDiskReserve(deps));
  app.use(sessionLoader);

  // Each endpoint reads its own body as its definition says: JSON (and nothing else), or a stream.
  const api = mountEndpoints(servedEndpoints());
  app.use(api.routes());
  app.use(api.allowedMethods());
  app.use(async (ctx, next) => {
    if (ctx.path === '/api' || ctx.path.startsWith('/api/')) throw new NotFoundError(`No API endpoint ${ctx.method} ${ctx.path}.`);
    return next();
  });
  // Only the apps' files are compressed: API answers are small, and media must stream untouched.
  app.use(compressStaticFiles());
  app.use(serveSpa({ dir: deps.config.adminDistDir, prefix: `${ADMIN_APP_BASE}/`, name: 'admin app', routes: ADMIN_APP_ROUTES }));
  // Public pages carry their own title, description and preview tags in the HTML: link previews run no script.
  app.use(
    serveSpa({
      dir: deps.config.webDistDir,
      prefix: '/',
      name: 'web app',
      routes: WEB_APP_ROUTES,
      pageHead: (ctx) => servedPageHead(deps, ctx.path),
    }),
  );
  return app;
}

/** Stops taking connections, lets requests in flight finish (up to `graceMs`, then cuts them), then resolves. */
export function closeServer(server: Server, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), graceMs);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}
