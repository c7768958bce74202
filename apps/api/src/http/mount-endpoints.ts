import Router from '@koa/router';
import type { MountedEndpoint } from './endpoint';
import type { AppCustomContext, AppRouter, AppState } from './types';

/** One router for a list of served definitions, each at its own method and path. */
export function mountEndpoints(served: readonly MountedEndpoint[]): AppRouter {
  const router = new Router<AppState, AppCustomContext>();
  for (const { definition, middleware } of served) {
    router.register(definition.path, [definition.method], [...middleware], { name: definition.name });
  }
  return router;
}
