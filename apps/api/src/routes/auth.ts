import Router from '@koa/router';
import * as auth from '../controllers/auth';
import { limitPerAddress } from '../http/rate-limit';
import type { AppCustomContext, AppState } from '../http/types';

export function authRoutes() {
  const router = new Router<AppState, AppCustomContext>();
  router.post('/api/auth/register', limitPerAddress('signUpPerAddress'), auth.register);
  router.post('/api/auth/login', auth.login);
  router.get('/api/auth/user', auth.currentUser);
  router.get('/api/auth/post-login', auth.postLogin);
  router.post('/api/auth/logout', auth.logout);
  router.get('/api/logout', auth.logoutAndRedirect);
  router.post('/api/auth/forgot-password', limitPerAddress('passwordResetPerAddress'), auth.forgotPassword);
  router.post('/api/auth/verify-reset-token', auth.verifyResetToken);
  router.post('/api/auth/reset-password', auth.resetPasswordWithToken);
  return router;
}
