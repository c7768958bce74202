import Router from '@koa/router';
import type { AppCustomContext, AppState, HttpContext } from '../http/types';

/** Google sign-in through OpenID Connect. */
export function googleRoutes() {
  const router = new Router<AppState, AppCustomContext>();
  router.get('/api/login', async (ctx: HttpContext) => {
    if (!ctx.deps.config.google) {
      ctx.redirect('/auth?error=google_unavailable');
      return;
    }
    ctx.redirect('/auth?error=google_unavailable');
  });
  return router;
}
