import { render } from '@testing-library/react';
import { createClient } from '@verbatim/core-sdk';
import { createVerbatimQueryClient } from '@verbatim/ui';
import type { FakeApi } from '@verbatim/ui/testing';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { routes } from '../app/routes';

/** Renders the whole app at a path, talking to a fake API over real HTTP. */
export function renderApp(path: string, api: FakeApi) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = createClient({ baseUrl: api.url });
  const queryClient = createVerbatimQueryClient();
  const view = render(
    <AppProviders client={client} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, client, queryClient };
}
