import Router from '@koa/router';
import { getUser } from '../controllers/user';
import type { AppCustomContext, AppState } from '../http/types';

export function userRoutes() {
  const router = new Router<AppState, AppCustomContext>();
  router.get('/api/user', getUser);
  return router;
}
