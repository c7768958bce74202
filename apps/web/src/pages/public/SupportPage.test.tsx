import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTACT_SENT_MESSAGE } from '@verbatim/core-sdk/contracts';
import { apiError, expectNoAxeViolations, type FakeApi, startFakeApi, userFixture } from '@verbatim/ui/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render-app';

let api: FakeApi;

beforeEach(async () => {
  api = await startFakeApi({
    'GET /api/auth/user': apiError(401, 'UNAUTHORIZED', 'Sign in first.'),
    'POST /api/contact': { body: { success: true, message: CONTACT_SENT_MESSAGE } },
    'GET /api/contact': { body: { supportEmail: 'help@verbatim.example' } },
  });
});

afterEach(async () => {
  await api.close();
});

async function openSupport() {
  const view = renderApp('/support', api);
  expect(await screen.findByRole('heading', { level: 1, name: 'Support' })).toBeInTheDocument();
  return view;
}

describe('support page', () => {
  it('lists help topics with links to the FAQ, billing and settings, and has its head tags', async () => {
    const { container } = await openSupport();
    expect(document.title).toBe('Support · Verbatim');
    expect(document.head.querySelector('meta[property="og:description"]')?.getAttribute('content')).toMatch(/^Help with your account/);
    const topics = within(screen.getByRole('heading', { level: 2, name: 'Help topics' }).closest('section') as HTMLElement);
    expect(topics.getAllByRole('listitem')).toHaveLength(4);
    expect(topics.getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute('href', '/faq');
    expect(topics.getByRole('link', { name: 'Go to Billing' })).toHaveAttribute('href', '/billing');
    expect(topics.getByRole('link', { name: 'Open Account Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('link', { name: 'Browse the FAQ' })).toHaveAttribute('href', '/faq');
    await expectNoAxeViolations(container);
  });

  it("sends the message for real and says 'Message Sent'", async () => {
    const user = userEvent.setup();
    const { container } = await openSupport();
    const form = within(screen.getByRole('form', { name: 'Support message' }));
    await user.type(form.getByLabelText('Name'), 'Sam');
    await user.type(form.getByLabelText('Email'), 'sam@example.com');
    await user.type(form.getByLabelText('Subject'), 'My upload stopped');
    await user.type(form.getByLabelText('Message'), 'It stopped at 40%.');
    await user.click(form.getByRole('button', { name: 'Send Message' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Message Sent');
    expect(status).toHaveTextContent("We've received your message and will respond within 24 hours.");
    const bodies = api.requests
      .filter((request) => request.method === 'POST' && request.path === '/api/contact')
      .map((request) => request.body);
    expect(bodies).toEqual([
      { name: 'Sam', email: 'sam@example.com', subject: 'My upload stopped', message: 'It stopped at 40%.', website: '' },
    ]);
    await expectNoAxeViolations(container);
  });

  it("requires every field ('Missing Information')", async () => {
    const user = userEvent.setup();
    await openSupport();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Missing InformationPlease fill in all fields before submitting.');
    expect(api.requests.filter((request) => request.method === 'POST' && request.path === '/api/contact')).toHaveLength(0);
  });

  it('is shown in the app to a signed-in user, with their name and address filled in', async () => {
    api.route('GET /api/auth/user', { body: userFixture({ firstName: 'Grace', lastName: null, email: 'grace@example.com' }) });
    const { container } = await openSupport();
    expect(screen.getByLabelText('Name')).toHaveValue('Grace');
    expect(screen.getByLabelText('Email')).toHaveValue('grace@example.com');
    await expectNoAxeViolations(container);
  });
});
