import type { Server } from 'node:http';
import Koa from 'koa';
import { koaBody } from 'koa-body';
import type { AppContext } from './context';
import { NotFoundError } from './errors/app-error';
import { compressStaticFiles } from './http/compress-static-files';
import { errorHandler } from './http/error-handler';
import { originCheck } from './http/origin-check';
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
  const app = new Koa<AppState, AppCustomContext>({ proxy: deps.config.trustProxy });
  app.context.deps = deps;
  app.context.log = deps.logger;
  app.silent = true; // errors are logged by the error handler, once

  app.use(requestLogger(deps.logger));
  app.use(errorHandler);
  app.use(securityHeaders(deps.config.env === 'production'));
  app.use(originCheck);
  app.use(koaBody({ jsonLimit: '1mb', formLimit: '1mb', textLimit: '1mb', multipart: false }));
  app.use(sessionLoader);
  app.use(resumableUploadMiddleware);

  for (const router of [healthRoutes(), authRoutes(), userRoutes(), googleRoutes(), transcriptionRoutes()]) {
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

/** Stops taking connections, lets requests in flight finish (up to a limit), then resolves. */
export function closeServer(server: Server, graceMs = 10_000): Promise<void> {
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
