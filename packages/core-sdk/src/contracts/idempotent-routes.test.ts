import { describe, expect, it } from 'vitest';
import type { EndpointDefinition } from './endpoint';
import { endpoints } from './endpoints';
import { idempotentRouteNames } from './idempotent-routes';

describe('idempotentRouteNames', () => {
  it('names exactly the endpoints whose definitions are idempotent', () => {
    const fromDefinitions = (Object.values(endpoints) as EndpointDefinition[]).filter((d) => d.idempotent).map((d) => d.name);
    expect([...idempotentRouteNames].sort()).toEqual(fromDefinitions.sort());
  });
});
