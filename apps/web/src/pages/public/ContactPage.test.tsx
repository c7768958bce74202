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

const sent = () => api.requests.filter((request) => request.method === 'POST' && request.path === '/api/contact');

async function openContact(options: Parameters<typeof renderApp>[2] = {}) {
  const view = renderApp('/contact', api, options);
  expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
  return { ...view, form: screen.getByRole('form', { name: 'Contact form' }) };
}

async function fillIn(values: Partial<Record<'Name' | 'Email' | 'Subject' | 'Message', string>>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    if (value) await user.type(field, value);
  }
  return user;
}

const complete = { Name: 'Ada Lovelace', Email: 'ada@example.com', Subject: 'Invoices', Message: 'Where are my invoices?' };

describe('contact page', () => {
  it('has its title, description and preview tags, the four fields, and links to sign-in, billing and the FAQ', async () => {
    const { container, form } = await openContact();
    expect(document.title).toBe('Contact Us · Verbatim');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Write to the Verbatim team/);
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'Contact Us');
    for (const label of ['Name', 'Email', 'Subject', 'Message']) expect(within(form).getByLabelText(label)).toBeRequired();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: /Sign in or create an account/ })).toHaveAttribute('href', '/auth');
    expect(main.getByRole('link', { name: /^Billing/ })).toHaveAttribute('href', '/billing');
    expect(main.getByRole('link', { name: /Frequently asked questions/ })).toHaveAttribute('href', '/faq');
    await expectNoAxeViolations(container);
  });

  it('offers the support address from the server for writing from a mail program', async () => {
    const { form } = await openContact();
    expect(await within(form).findByRole('link', { name: 'help@verbatim.example' })).toHaveAttribute(
      'href',
      'mailto:help@verbatim.example',
    );
    expect(form).toHaveTextContent('Or e-mail us directly at help@verbatim.example.');
  });

  it('sends the message, shows the confirmation, and lets the person write again', async () => {
    const { container } = await openContact();
    const user = await fillIn(complete);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const status = await screen.findByRole('status');
    expect(within(status).getByRole('heading', { name: 'Message Sent' })).toBeInTheDocument();
    expect(status).toHaveFocus();
    expect(status).toHaveTextContent(CONTACT_SENT_MESSAGE);
    expect(sent().map((request) => request.body)).toEqual([
      { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Invoices', message: 'Where are my invoices?', website: '' },
    ]);
    await expectNoAxeViolations(container);

    await user.click(within(status).getByRole('button', { name: 'Send Another Message' }));
    expect(screen.getByLabelText('Subject')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it("says 'Missing Information' for blank fields and sends nothing", async () => {
    const { container } = await openContact();
    const user = await fillIn({ Name: 'Ada', Email: 'ada@example.com', Subject: '   ' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Missing Information');
    expect(alert).toHaveTextContent('Please fill in all fields before submitting.');
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('Enter a subject.');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Enter your message.');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(sent()).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it("says 'Invalid Email' for an address that is not one", async () => {
    await openContact();
    const user = await fillIn({ ...complete, Email: 'ada at example' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid Email');
    expect(alert).toHaveTextContent('Please enter a valid email address.');
    expect(sent()).toHaveLength(0);
  });

  it("shows 'Failed to Send Message' with the server's message, and keeps what was typed", async () => {
    api.route(
      'POST /api/contact',
      apiError(429, 'RATE_LIMITED', 'Too many messages from your network. Please wait a while and try again, or email us directly.'),
    );
    await openContact();
    const user = await fillIn(complete);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to Send Message');
    expect(alert).toHaveTextContent('Too many messages from your network.');
    expect(screen.getByLabelText('Message')).toHaveValue('Where are my invoices?');
  });

  it('shows the fields the server refused', async () => {
    api.route(
      'POST /api/contact',
      apiError(400, 'VALIDATION_FAILED', 'name: Must not contain control characters', {
        fields: [{ field: 'name', message: 'Must not contain control characters' }],
      }),
    );
    await openContact();
    const user = await fillIn(complete);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to Send MessageMust not contain control characters');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Must not contain control characters');
  });

  it("falls back to the spec's words when the answer is not ours", async () => {
    api.route('POST /api/contact', { status: 502, body: { unexpected: true } });
    await openContact();
    const user = await fillIn(complete);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to Send Message');
    expect(alert).toHaveTextContent('Please try again or email us directly.');
  });

  it("says 'Connection Error' when the request never reached the server", async () => {
    const offline: typeof fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      return url.endsWith('/api/contact') ? Promise.reject(new TypeError('Failed to fetch')) : fetch(input, init);
    };
    await openContact({ fetch: offline });
    const user = await fillIn(complete);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Connection Error');
    expect(alert).toHaveTextContent('check your internet connection');
  });

  it("fills in a signed-in person's name and address", async () => {
    api.route('GET /api/auth/user', { body: userFixture({ firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' }) });
    await openContact();
    expect(screen.getByLabelText('Name')).toHaveValue('Grace Hopper');
    expect(screen.getByLabelText('Email')).toHaveValue('grace@example.com');
  });

  it('keeps the spam trap away from people: hidden, out of the tab order, and sent empty', async () => {
    const { form } = await openContact();
    const trap = form.querySelector('input[name="website"]') as HTMLInputElement;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    const user = await fillIn(complete);
    await user.tab();
    expect(document.activeElement).not.toBe(trap);
  });
});
