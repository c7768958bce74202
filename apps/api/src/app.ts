import type { Server } from 'node:http';
import Koa from 'koa';
import { koaBody } from 'koa-body';
import type { AppContext } from './context';
import { NotFoundError } from './errors/app-error';
import { admitJsonBodies, JSON_BODY_LIMIT_BYTES, JSON_BODY_TYPES } from './http/admit-json-bodies';
import { compressStaticFiles } from './http/compress-static-files';
import { errorHandler } from './http/error-handler';
import { originCheck } from './http/origin-check';
import { privateAnswersNotStored } from './http/private-answers';
import { requestLogger } from './http/request-logger';
import { resumableUploadMiddleware } from './http/resumable-upload-middleware';
import { securityHeaders } from './http/security-headers';
import { serveSpa } from './http/serve-spa';
import { sessionLoader } from './http/session-loader';
import type { AppCustomContext, AppState } from './http/types';
import { authRoutes } from './routes/auth';
import { googleRoutes } from './routes/google';
import { healthRoutes } from './routes/health';
import { transcriptionRoutes } from './routes/transcriptions';
import { userRoutes } from './routes/user';

/** Builds the Koa app: middleware in order, then every route, then the web apps. */
export function createApp(deps: AppContext) {
  // Only the X-Forwarded-For entries our own proxies appended are believed; anything left of them is whatever the
  // client sent, and taking that as its address would let anyone step around the per-address limits.
  const app = new Koa<AppState, AppCustomContext>({ proxy: deps.config.trustProxy, maxIpsCount: deps.config.proxyHops });
  app.context.deps = deps;
  app.context.log = deps.logger;
  app.silent = true; // errors are logged by the error handler, once

  app.use(requestLogger(deps.logger));
  app.use(privateAnswersNotStored);
  app.use(errorHandler);
  app.use(securityHeaders(deps.config.env === 'production'));
  app.use(originCheck);
  app.use(admitJsonBodies);
  // JSON only: forms and text are refused above, and the upload endpoints read their own bodies.
  app.use(
    koaBody({ json: true, jsonTypes: JSON_BODY_TYPES, jsonLimit: JSON_BODY_LIMIT_BYTES, urlencoded: false, text: false, multipart: false }),
  );
  app.use(sessionLoader);
  app.use(resumableUploadMiddleware);

  for (const router of apiRouters()) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  app.use(async (ctx, next) => {
    if (ctx.path === '/api' || ctx.path.startsWith('/api/')) throw new NotFoundError(`No API endpoint ${ctx.method} ${ctx.path}.`);
    return next();
  });
  // Only the apps' files are compressed: API answers are small, and media must stream untouched.
  app.use(compressStaticFiles());
  app.use(serveSpa({ dir: deps.config.adminDistDir, prefix: '/admin/', name: 'admin app' }));
  app.use(serveSpa({ dir: deps.config.webDistDir, prefix: '/', name: 'web app' }));
  return app;
}

/** Every API router, in the order they are mounted. */
export function apiRouters() {
  return [healthRoutes(), authRoutes(), userRoutes(), googleRoutes(), transcriptionRoutes()];
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
