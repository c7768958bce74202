import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_USER_PREFERENCES } from '@verbatim/core-sdk/contracts';
import { apiError, expectNoAxeViolations, type FakeApi, startFakeApi, transcriptionPageFixture, userFixture } from '@verbatim/ui/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../test-support/render-app';

const RESENT = 'We have sent a new verification link to ada@example.com. It works for 7 days; links sent before no longer work.';

let api: FakeApi;
/** The whole app loads its screens over real HTTP; on a busy machine the first one can take seconds. */
const SLOW = { timeout: 8000 };

beforeEach(async () => {
  api = await startFakeApi({
    'GET /api/auth/user': { body: userFixture({ emailVerified: false }) },
    'POST /api/auth/verify-email/resend': { body: { message: RESENT } },
    'GET /api/transcriptions': { body: transcriptionPageFixture([]) },
    'GET /api/stats': { body: { totalTranscriptions: 0, hoursTranscribed: 0, creditsUsed: 0 } },
    'GET /api/user/preferences': { body: DEFAULT_USER_PREFERENCES },
    'GET /api/speech/languages': { body: { engine: 'local', detectsLanguage: false, labelsSpeakers: false, languages: [] } },
    'GET /api/billing/catalogue': apiError(503, 'SERVICE_UNAVAILABLE', 'Not now.'),
    'GET /api/account/exports': { body: { items: [] } },
  });
});

afterEach(async () => {
  await api.close();
});

const notice = () => screen.findByRole('region', { name: 'Verify your e-mail address' }, SLOW);

describe('the e-mail verification notice', () => {
  it.each(['/settings', '/'])(
    'asks an unverified person on %s to follow the link, and sends another on request',
    async (path) => {
      const user = userEvent.setup();
      renderApp(path, api);
      const box = await notice();
      expect(box).toHaveTextContent('We sent a link to ada@example.com. Follow it to confirm the address is yours.');
      expect(box).toHaveTextContent('Until then, we send no notifications or receipts to it.');
      await expectNoAxeViolations(box);

      await user.click(within(box).getByRole('button', { name: 'Resend verification' }));
      expect(await within(box).findByRole('status', undefined, SLOW)).toHaveTextContent(RESENT);
      expect(api.requests.filter((r) => r.method === 'POST' && r.path === '/api/auth/verify-email/resend')).toHaveLength(1);
    },
    20_000,
  );

  it('shows nothing once the address is verified', async () => {
    api.route('GET /api/auth/user', { body: userFixture({ emailVerified: true }) });
    renderApp('/settings', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Account Settings' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Verify your e-mail address' })).toBeNull();
  }, 40_000);
});
