import { WEB_APP_ROUTES } from '@verbatim/core-sdk/contracts';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

/** Every path the route tree mounts a screen at, written in full ("/blog/:id"); "*" for the catch-all. */
function mountedPaths(tree: RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    const full =
      route.path === undefined ? parent : route.path === '*' || route.path.startsWith('/') ? route.path : `${parent}/${route.path}`;
    const own = route.index ? [parent || '/'] : route.path !== undefined ? [full] : [];
    return [...own, ...(route.children ? mountedPaths(route.children, full) : [])];
  });
}

describe('the route tree', () => {
  it("mounts exactly the contracts' WEB_APP_ROUTES, which the API serves with 200, and a catch-all for the rest", () => {
    const mounted = mountedPaths(routes);
    expect(mounted.filter((path) => path === '*')).toEqual(['*']);
    expect(mounted.filter((path) => path !== '*').sort()).toEqual(Object.values(WEB_APP_ROUTES).sort());
  });
});
