import Router from '@koa/router';
import * as google from '../controllers/google';
import type { AppCustomContext, AppState } from '../http/types';

/** Google sign-in through OpenID Connect. Both are browser navigations that end in a redirect. */
export function googleRoutes() {
  const router = new Router<AppState, AppCustomContext>();
  router.get('/api/login', google.startGoogleLogin);
  router.get('/api/auth/google/callback', google.finishGoogleLogin);
  return router;
}
