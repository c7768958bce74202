import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { createClient } from '@verbatim/core-sdk';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError, type FakeApi, startFakeApi } from '../testing/fake-api';
import { userFixture } from '../testing/user-fixture';
import { useVerbatimClient } from './client-context';
import { createVerbatimQueryClient } from './query-client';
import { useCurrentUser } from './use-current-user';
import { VerbatimProvider } from './VerbatimProvider';

let api: FakeApi;

beforeEach(async () => {
  api = await startFakeApi();
});

afterEach(async () => {
  await api.close();
});

function wrapperFor(client = createClient({ baseUrl: api.url })) {
  return ({ children }: { children: ReactNode }) => <VerbatimProvider client={client}>{children}</VerbatimProvider>;
}

describe('VerbatimProvider', () => {
  it('gives its client to useVerbatimClient', () => {
    const client = createClient({ baseUrl: api.url });
    const { result } = renderHook(() => useVerbatimClient(), { wrapper: wrapperFor(client) });
    expect(result.current).toBe(client);
  });

  it('refuses useVerbatimClient outside a provider', () => {
    expect(() => renderHook(() => useVerbatimClient())).toThrow(/VerbatimProvider/);
  });

  it('renders its children', () => {
    render(
      <VerbatimProvider client={createClient({ baseUrl: api.url })}>
        <p>Inside</p>
      </VerbatimProvider>,
    );
    expect(screen.getByText('Inside')).toBeInTheDocument();
  });
});

describe('useCurrentUser', () => {
  it('answers the signed-in user', async () => {
    api.route('GET /api/auth/user', { body: userFixture({ firstName: 'Grace' }) });
    const { result } = renderHook(() => useCurrentUser(), { wrapper: wrapperFor() });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.firstName).toBe('Grace');
  });

  it('answers null when signed out: the API says so without an error status', async () => {
    api.route('GET /api/auth/user', { body: null });
    const { result } = renderHook(() => useCurrentUser(), { wrapper: wrapperFor() });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
  });

  it('fails once, without retrying, when the server errs', async () => {
    api.route('GET /api/auth/user', apiError(500, 'INTERNAL', 'Something went wrong.'));
    const { result } = renderHook(() => useCurrentUser(), { wrapper: wrapperFor() });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(api.requests.filter((request) => request.path === '/api/auth/user')).toHaveLength(1);
  });
});

describe('createVerbatimQueryClient', () => {
  it('has the spec defaults', () => {
    const defaults = createVerbatimQueryClient().getDefaultOptions();
    expect(defaults.queries?.retry).toBe(false);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(defaults.mutations?.retry).toBe(false);
  });
});
