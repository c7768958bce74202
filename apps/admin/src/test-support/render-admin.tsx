import { render } from '@testing-library/react';
import { createClient } from '@verbatim/core-sdk';
import { createVerbatimQueryClient } from '@verbatim/ui';
import type { FakeApi } from '@verbatim/ui/testing';
import { vi } from 'vitest';
import { AdminApp } from '../AdminApp';

/** Renders the whole admin app at a path (without the /admin base), talking to a fake API over real HTTP. */
export function renderAdmin(path: string, api: FakeApi) {
  const leave = vi.fn<(url: string) => void>();
  const view = render(
    <AdminApp client={createClient({ baseUrl: api.url })} queryClient={createVerbatimQueryClient()} initialPath={path} leave={leave} />,
  );
  return { ...view, leave };
}

/** The requests the app made to one path, by method. */
export function requestsTo(api: FakeApi, method: string, path: string) {
  return api.requests.filter((request) => request.method === method && request.path === path);
}
