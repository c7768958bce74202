import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchPage as SearchAnswer } from '@verbatim/core-sdk/contracts';
import {
  apiError,
  expectNoAxeViolations,
  type FakeApi,
  startFakeApi,
  transcriptionDetailFixture,
  transcriptionListFixture,
  transcriptionPageFixture,
  userFixture,
} from '@verbatim/ui/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render-app';

let api: FakeApi;

const found: SearchAnswer = {
  items: [
    {
      transcriptionId: 'tr-1',
      fileName: 'team-meeting.mp3',
      createdAt: '2025-03-04T10:00:00.000Z',
      matches: [
        {
          start: 0,
          end: 6.75,
          text: 'Good morning everyone. Thanks for joining the weekly sync. Let us start with the roadmap.',
          highlights: [{ from: 81, to: 88 }],
        },
      ],
    },
  ],
  nextCursor: null,
};

beforeEach(async () => {
  api = await startFakeApi({
    'GET /api/auth/user': { body: userFixture() },
    'GET /api/stats': { body: { totalTranscriptions: 5, hoursTranscribed: 2, creditsUsed: 90 } },
    'GET /api/transcriptions': { body: transcriptionPageFixture(transcriptionListFixture()) },
    'GET /api/transcriptions/tr-1': { body: transcriptionDetailFixture() },
    'GET /api/search': ({ query }) => ({ body: query.get('q') === 'roadmap' ? found : { items: [], nextCursor: null } }),
  });
});
afterEach(async () => {
  await api.close();
});

describe('Search', () => {
  it('opens from the header on Enter, shows each passage with its time, and opens the viewer at it with the word marked', async () => {
    const user = userEvent.setup();
    const { router, baseElement } = renderApp('/', api);
    await screen.findByRole('heading', { name: 'Welcome back, Ada!' }, { timeout: 10_000 });
    await user.type(screen.getByRole('searchbox', { name: 'Search transcriptions' }), 'roadmap{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?q=roadmap');
    const results = await screen.findByRole('list', { name: 'Results for “roadmap”' });
    expect(screen.getByText('1 transcript says “roadmap”')).toBeInTheDocument();
    expect(within(results).getByText('roadmap', { selector: 'mark' })).toBeInTheDocument();
    await expectNoAxeViolations(baseElement);

    await user.click(within(results).getByRole('button', { name: /play from here/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/transcriptions/tr-1'));
    expect(router.state.location.search).toBe('?t=0&until=6.75&mark=roadmap');
    const viewer = await screen.findByRole('dialog', { name: 'team-meeting.mp3' });
    await waitFor(() => expect(within(viewer).getByText('roadmap.', { selector: 'mark' })).toBeInTheDocument());

    // Closing the viewer comes back to the results.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
  });

  it('says when nothing matched, and offers the list’s own filter', async () => {
    renderApp('/search?q=zebra', api);
    expect(await screen.findByText('No passages found for “zebra”')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Filter the list instead' })).toHaveAttribute('href', '/transcriptions?q=zebra');
  });

  it('says why a search failed', async () => {
    api.route('GET /api/search', apiError(503, 'SERVICE_UNAVAILABLE', 'Down'));
    renderApp('/search?q=roadmap', api);
    expect(await screen.findByText('The search could not be made. Please try again.')).toBeInTheDocument();
  });

  it('keeps filtering the list while on the list', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/transcriptions', api);
    await screen.findByRole('table', { name: 'All transcriptions' });
    await user.type(screen.getByRole('searchbox', { name: 'Search transcriptions' }), 'voice{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=voice'));
    expect(router.state.location.pathname).toBe('/transcriptions');
  });
});
