import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_USER_PREFERENCES, type User, type UserPreferences } from '@verbatim/core-sdk/contracts';
import { apiError, blobText, captureDownloads, expectNoAxeViolations, type FakeApi, startFakeApi, userFixture } from '@verbatim/ui/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render-app';

const LANGUAGES = {
  engine: 'assemblyai',
  detectsLanguage: true,
  labelsSpeakers: true,
  languages: [
    { code: 'en-GB', name: 'British English' },
    { code: 'fr', name: 'French' },
  ],
};

let api: FakeApi;
let user: User;
let preferences: UserPreferences;

beforeEach(async () => {
  user = userFixture({ trialTranscriptionsUsed: 1 });
  preferences = { ...DEFAULT_USER_PREFERENCES };
  api = await startFakeApi({
    'GET /api/auth/user': () => ({ body: user }),
    'PATCH /api/user': ({ body }) => {
      user = { ...user, ...(body as Partial<User>) };
      return { body: user };
    },
    'GET /api/user/preferences': () => ({ body: preferences }),
    'PATCH /api/user/preferences': ({ body }) => {
      preferences = { ...preferences, ...(body as Partial<UserPreferences>) };
      return { body: preferences };
    },
    'GET /api/speech/languages': { body: LANGUAGES },
    'GET /api/billing/catalogue': apiError(503, 'SERVICE_UNAVAILABLE', 'Not now.'),
    'GET /api/account/exports': { body: { items: [] } },
  });
});

afterEach(async () => {
  await api.close();
});

/** Saves go through the whole app and a real HTTP server; on a busy machine that can take more than a second. */
const SLOW = { timeout: 5000 };

const card = (name: string) => screen.getByRole('region', { name });
const lastBody = (method: string, path: string) => api.requests.filter((r) => r.method === method && r.path === path).at(-1)?.body;

describe('Account Settings', () => {
  it('shows every card for the signed-in person, under a Back to Home link, with a title and description', async () => {
    const { container } = renderApp('/settings', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Account Settings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Developer settings' })).toHaveAttribute('href', '/settings/developer');
    for (const name of ['Account Information', 'Subscription', 'Transcription Defaults', 'Email Notifications', 'Data & Privacy']) {
      expect(card(name)).toBeInTheDocument();
    }
    expect(within(card('Account Information')).getByText('2 of 3 free transcriptions left today · 30 credits')).toBeInTheDocument();
    expect(within(card('Subscription')).getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/billing');
    expect(await screen.findByRole('option', { name: 'British English' })).toBeInTheDocument();
    // The person's data (export and deletion) sits in Data & Privacy, under the password and the sessions.
    expect(within(card('Data & Privacy')).getByRole('button', { name: 'Delete account' })).toBeInTheDocument();
    expect(document.title).toBe('Account Settings · Verbatim');
    expect(document.head.querySelector('meta[name="description"][content^="Your profile, plan"]')).not.toBeNull();
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(within(sidebar).getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(container);
  });

  it("saves the name, says 'Profile Updated', and the header shows the new name", async () => {
    const user$ = userEvent.setup();
    renderApp('/settings', api);
    const profile = await screen.findByRole('region', { name: 'Account Information' });
    const first = within(profile).getByLabelText('First Name');
    await user$.clear(first);
    await user$.type(first, 'Augusta');
    await user$.clear(within(profile).getByLabelText(/Last Name/));
    await user$.click(within(profile).getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Profile Updated', {}, SLOW)).toBeInTheDocument();
    expect(lastBody('PATCH', '/api/user')).toEqual({ firstName: 'Augusta', lastName: null });
    await waitFor(() => expect(within(profile).getByRole('button', { name: 'Save Profile' })).toBeDisabled());
    expect(await within(screen.getByRole('complementary', { name: 'Sidebar' })).findByText(/Augusta/)).toBeInTheDocument();
  });

  it('says why the profile was not saved', async () => {
    api.route('PATCH /api/user', apiError(500, 'INTERNAL', 'Something went wrong on our side. Please try again.'));
    const user$ = userEvent.setup();
    renderApp('/settings', api);
    const profile = await screen.findByRole('region', { name: 'Account Information' });
    await user$.type(within(profile).getByLabelText('First Name'), 'x');
    await user$.click(within(profile).getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Failed to update profile. Please try again.', {}, SLOW)).toBeInTheDocument();
    expect(within(profile).getByLabelText('First Name')).toHaveValue('Adax');
  });

  it('saves the transcription defaults and the notifications, each with its own toast', async () => {
    const user$ = userEvent.setup();
    renderApp('/settings', api);
    const defaults = await screen.findByRole('region', { name: 'Transcription Defaults' });
    await within(defaults).findByRole('option', { name: 'French' });
    await user$.selectOptions(within(defaults).getByRole('combobox', { name: 'Default Language' }), 'fr');
    await user$.selectOptions(within(defaults).getByRole('combobox', { name: 'Default Export Format' }), 'docx');
    await user$.click(within(defaults).getByRole('radio', { name: /Fast/ }));
    await user$.click(within(defaults).getByRole('switch', { name: 'Auto-download' }));
    await user$.click(within(defaults).getByRole('button', { name: 'Save Transcription Settings' }));
    expect(await screen.findByText('Transcription Settings Updated', {}, SLOW)).toBeInTheDocument();
    expect(lastBody('PATCH', '/api/user/preferences')).toEqual({ language: 'fr', mode: 'fast', exportFormat: 'docx', autoDownload: true });

    const notifications = card('Email Notifications');
    await user$.click(within(notifications).getByRole('switch', { name: 'Weekly Reports' }));
    await user$.click(within(notifications).getByRole('button', { name: 'Save Notification Settings' }));
    expect(await screen.findByText('Notifications Updated', {}, SLOW)).toBeInTheDocument();
    expect(lastBody('PATCH', '/api/user/preferences')).toEqual({ notifyWeeklyReports: true });
  });

  it('shows the failure variants of the transcription and notification saves', async () => {
    api.route('PATCH /api/user/preferences', apiError(503, 'SERVICE_UNAVAILABLE', 'Down for a moment.'));
    const user$ = userEvent.setup();
    renderApp('/settings', api);
    const defaults = await screen.findByRole('region', { name: 'Transcription Defaults' });
    await user$.click(await within(defaults).findByRole('switch', { name: 'Speaker Recognition' }));
    await user$.click(within(defaults).getByRole('button', { name: 'Save Transcription Settings' }));
    expect(await screen.findByText('Failed to update transcription settings. Please try again.', {}, SLOW)).toBeInTheDocument();
    const notifications = card('Email Notifications');
    await user$.click(within(notifications).getByRole('switch', { name: 'Processing Updates' }));
    await user$.click(within(notifications).getByRole('button', { name: 'Save Notification Settings' }));
    expect(await screen.findByText('Failed to update notifications. Please try again.', {}, SLOW)).toBeInTheDocument();
  });

  it('changes the password, checking the pair first, and signs out other sessions', async () => {
    api.route('POST /api/auth/change-password', ({ body }) =>
      (body as { currentPassword: string }).currentPassword === 'old password'
        ? { body: { message: 'Your password has been changed. Signed out of 1 other session.', endedSessions: 1 } }
        : apiError(400, 'INVALID_CREDENTIALS', 'Your current password is not correct.'),
    );
    api.route('POST /api/auth/sessions/end-others', { body: { message: 'Signed out of 2 other sessions.', endedSessions: 2 } });
    const user$ = userEvent.setup();
    renderApp('/settings', api);
    const privacy = await screen.findByRole('region', { name: 'Data & Privacy' });
    const change = within(privacy).getByRole('button', { name: 'Change Password' });
    expect(change).toBeDisabled();
    await user$.type(within(privacy).getByLabelText('Current Password'), 'wrong one');
    await user$.type(within(privacy).getByLabelText('New Password'), 'new password');
    await user$.type(within(privacy).getByLabelText('Confirm New Password'), 'new passwort');
    await user$.click(change);
    expect(await within(privacy).findByText('Passwords do not match. Please try again.')).toBeInTheDocument();
    await user$.clear(within(privacy).getByLabelText('Confirm New Password'));
    await user$.type(within(privacy).getByLabelText('Confirm New Password'), 'new password');
    await user$.click(change);
    expect(await within(privacy).findByText('Your current password is not correct.')).toBeInTheDocument();
    await user$.clear(within(privacy).getByLabelText('Current Password'));
    await user$.type(within(privacy).getByLabelText('Current Password'), 'old password');
    await user$.click(change);
    expect(await screen.findByText('Your password has been changed. Signed out of 1 other session.', {}, SLOW)).toBeInTheDocument();
    expect(lastBody('POST', '/api/auth/change-password')).toEqual({ currentPassword: 'old password', newPassword: 'new password' });
    await waitFor(() => expect(within(privacy).getByLabelText('Current Password')).toHaveValue(''));

    await user$.click(within(privacy).getByRole('button', { name: 'Sign Out Other Sessions' }));
    expect(await screen.findByText('Signed out of 2 other sessions.', {}, SLOW)).toBeInTheDocument();
  });

  it('lists the invoices of a paid plan and downloads a receipt', async () => {
    user = userFixture({
      subscriptionPlan: 'pro',
      subscriptionStatus: 'active',
      subscriptionExpiresAt: '2099-01-01T00:00:00.000Z',
      credits: 900,
    });
    api.route('GET /api/user/invoices', {
      body: {
        items: [
          {
            id: 'pay-1',
            description: 'Pro plan, monthly (1,200 minutes)',
            amountCents: 1500,
            currency: 'USD',
            paidAt: '2026-02-01T09:00:00Z',
          },
        ],
        hasMore: false,
      },
    });
    api.route('GET /api/payments/pay-1/receipt', {
      body: '%PDF-receipt',
      headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="verbatim-receipt-2026-02-01.pdf"' },
    });
    const downloads = captureDownloads();
    try {
      const user$ = userEvent.setup();
      renderApp('/settings', api);
      const subscription = await screen.findByRole('region', { name: 'Subscription' });
      expect(within(subscription).getByText('Pro Plan')).toBeInTheDocument();
      expect(within(subscription).getByRole('link', { name: 'Manage Subscription' })).toHaveAttribute('href', '/billing');
      await user$.click(within(subscription).getByRole('button', { name: 'Download Invoices' }));
      const dialog = await screen.findByRole('dialog', { name: 'Invoices' });
      await user$.click(await within(dialog).findByRole('button', { name: /Download receipt for Pro plan/ }));
      await waitFor(() => expect(downloads.files).toHaveLength(1));
      expect(downloads.files[0]?.fileName).toBe('verbatim-receipt-2026-02-01.pdf');
      expect(await blobText(downloads.files[0]?.blob as Blob)).toContain('%PDF-receipt');
    } finally {
      downloads.stop();
    }
  });

  it('signed out, shows the page with every field disabled and a way to sign in', async () => {
    api.route('GET /api/auth/user', apiError(401, 'UNAUTHORIZED', 'Sign in first.'));
    const { container } = renderApp('/settings', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Account Settings' })).toBeInTheDocument();
    const profile = card('Account Information');
    for (const label of ['First Name', 'Last Name']) {
      expect(within(profile).getByLabelText(label)).toBeDisabled();
      expect(within(profile).getByLabelText(label)).toHaveAttribute('placeholder', 'Sign in to edit');
    }
    expect(within(profile).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth?next=%2Fsettings');
    expect(screen.getAllByRole('button', { name: 'Sign in to save' }).length).toBeGreaterThanOrEqual(4);
    for (const button of screen.getAllByRole('button', { name: 'Sign in to save' })) expect(button).toBeDisabled();
    for (const toggle of screen.getAllByRole('switch')) expect(toggle).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Developer settings' })).not.toBeInTheDocument();
    expect(within(card('Data & Privacy')).getByText('Sign in to export your data or delete your account.')).toBeInTheDocument();
    expect(within(card('Data & Privacy')).queryByRole('button', { name: 'Delete account' })).not.toBeInTheDocument();
    expect(api.requests.some((r) => r.path === '/api/user/preferences' || r.path.startsWith('/api/account/'))).toBe(false);
    await expectNoAxeViolations(container);
  });
});
