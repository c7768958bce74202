import Router from '@koa/router';
import { health } from '../controllers/health';
import type { AppCustomContext, AppState } from '../http/types';

export function healthRoutes() {
  const router = new Router<AppState, AppCustomContext>();
  router.get('/api/health', health);
  return router;
}
