import { render } from '@testing-library/react';
import { createClient } from '@verbatim/core-sdk';
import { createVerbatimQueryClient } from '@verbatim/ui';
import type { FakeApi } from '@verbatim/ui/testing';
import { type Location, MemoryRouter, useLocation } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { AppRoutes } from '../app/AppRoutes';
import { NodeWebSocket } from './updates-socket';

/** Where the app is, as tests read it: `router.state.location`, the shape of React Router's data routers. */
export interface RouterProbe {
  readonly state: { readonly location: Location };
}

function LocationProbe({ onLocation }: { onLocation: (location: Location) => void }) {
  onLocation(useLocation());
  return null;
}

/**
 * Renders the whole app at a path, talking to a fake API over real HTTP. Sockets use Node's `ws` (jsdom's cannot
 * connect here); pass `realtime` from startUpdatesSocket to follow live updates.
 */
export function renderApp(path: string, api: FakeApi, options: Partial<Parameters<typeof createClient>[0]> = {}) {
  let current: Location | undefined;
  const router: RouterProbe = {
    get state() {
      if (!current) throw new Error('The app has not rendered yet.');
      return { location: current };
    },
  };
  const client = createClient({ baseUrl: api.url, realtime: { WebSocket: NodeWebSocket }, ...options });
  const queryClient = createVerbatimQueryClient();
  const view = render(
    <AppProviders client={client} queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe
          onLocation={(location) => {
            current = location;
          }}
        />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, router, client, queryClient };
}
