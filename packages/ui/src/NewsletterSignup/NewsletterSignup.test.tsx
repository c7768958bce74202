import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NEWSLETTER_SUBSCRIBE_MESSAGE } from '@verbatim/core-sdk/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { apiError, type FakeApi, startFakeApi } from '../testing/fake-api';
import { hookHarness } from '../testing/query-wrapper';
import { NewsletterSignup, type NewsletterSignupProps } from './NewsletterSignup';
import { NEWSLETTER_OFFLINE, NEWSLETTER_SIGNUP_FAILURE } from './newsletter-error';

let api: FakeApi;
/** Holds the subscribe answer until the test lets it go, to see the sending state. */
let release: (() => void) | null = null;

beforeEach(async () => {
  release = null;
  api = await startFakeApi({
    'POST /api/newsletter/subscribe': () => ({ body: { message: NEWSLETTER_SUBSCRIBE_MESSAGE } }),
  });
});

afterEach(async () => {
  release?.();
  await api.close();
});

function renderSignup(props: NewsletterSignupProps = {}) {
  const harness = hookHarness(api.url);
  return render(<NewsletterSignup {...props} />, { wrapper: harness.wrapper });
}

const emailBox = () => screen.getByRole('textbox', { name: 'Email address' });
const subscribeButton = () => screen.getByRole('button', { name: /Subscribe|Subscribing/ });
const subscribeRequests = () => api.requests.filter((request) => request.path === '/api/newsletter/subscribe');

describe('NewsletterSignup', () => {
  it('sends the trimmed address with its source, says it is sending, then asks to check the inbox', async () => {
    api.route(
      'POST /api/newsletter/subscribe',
      () =>
        new Promise((resolve) => {
          release = () => resolve({ body: { message: NEWSLETTER_SUBSCRIBE_MESSAGE } });
        }),
    );
    const user = userEvent.setup();
    const { container } = renderSignup({ source: 'blog' });
    expect(screen.getByRole('region', { name: 'Subscribe to our newsletter' })).toBeInTheDocument();

    await user.type(emailBox(), '  ada@example.com  ');
    await user.click(subscribeButton());
    await waitFor(() => expect(subscribeButton()).toHaveAttribute('aria-busy', 'true'));
    expect(subscribeButton()).toHaveTextContent('Subscribing…');
    expect(subscribeRequests()).toHaveLength(1);
    release?.();

    expect(await screen.findByRole('status')).toHaveTextContent(NEWSLETTER_SUBSCRIBE_MESSAGE);
    expect(subscribeRequests()[0]?.body).toEqual({ email: 'ada@example.com', source: 'blog' });
    expect(screen.queryByRole('textbox', { name: 'Email address' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Use another address' }));
    await waitFor(() => expect(emailBox()).toHaveFocus());
    expect(emailBox()).toHaveValue('');
  });

  it('sends no source when none is given', async () => {
    const user = userEvent.setup();
    renderSignup();
    await user.type(emailBox(), 'grace@example.com{Enter}');
    await screen.findByRole('status');
    expect(subscribeRequests()[0]?.body).toEqual({ email: 'grace@example.com' });
  });

  it('checks the address before sending, says what is wrong, and clears the message on typing', async () => {
    const user = userEvent.setup();
    const { container } = renderSignup();

    await user.click(subscribeButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Email is required');
    expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
    expect(emailBox()).toHaveAccessibleDescription('Email is required');
    expect(emailBox()).toHaveFocus();

    await user.type(emailBox(), 'ada@');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    await expectNoAxeViolations(container);
    expect(subscribeRequests()).toHaveLength(0);
  });

  it("shows the server's refusal, keeps the address, and sends again when asked", async () => {
    api.route(
      'POST /api/newsletter/subscribe',
      apiError(429, 'RATE_LIMITED', 'Too many sign-ups from your network. Please wait a while and try again.'),
    );
    const user = userEvent.setup();
    const { container } = renderSignup();
    await user.type(emailBox(), 'ada@example.com');
    await user.click(subscribeButton());

    expect((await screen.findByRole('alert')).textContent).toBe('Too many sign-ups from your network. Please wait a while and try again.');
    expect(emailBox()).toHaveValue('ada@example.com');
    expect(subscribeButton()).toBeEnabled();
    await expectNoAxeViolations(container);

    api.route('POST /api/newsletter/subscribe', { body: { message: NEWSLETTER_SUBSCRIBE_MESSAGE } });
    await user.click(subscribeButton());
    expect(await screen.findByRole('status')).toHaveTextContent(NEWSLETTER_SUBSCRIBE_MESSAGE);
  });

  it("shows a refused field's own message", async () => {
    api.route(
      'POST /api/newsletter/subscribe',
      apiError(400, 'VALIDATION_FAILED', 'email: Please enter a valid email address.', {
        fields: [{ field: 'email', message: 'Please enter a valid email address.' }],
      }),
    );
    const user = userEvent.setup();
    renderSignup();
    await user.type(emailBox(), 'ada@example.com{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid email address.');
  });

  it('says so plainly when the server answers with something that is not ours', async () => {
    api.route('POST /api/newsletter/subscribe', {
      status: 502,
      body: '<html>Bad gateway</html>',
      headers: { 'content-type': 'text/html' },
    });
    const user = userEvent.setup();
    renderSignup();
    await user.type(emailBox(), 'ada@example.com{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(NEWSLETTER_SIGNUP_FAILURE);
  });

  it('says Verbatim could not be reached when nothing answers', async () => {
    const user = userEvent.setup();
    render(<NewsletterSignup />, { wrapper: hookHarness('http://127.0.0.1:9').wrapper });
    await user.type(emailBox(), 'ada@example.com{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(NEWSLETTER_OFFLINE);
  });

  it('takes its own heading and description', async () => {
    const { container } = renderSignup({ heading: 'Get new articles by e-mail', description: 'One e-mail a month.' });
    expect(screen.getByRole('region', { name: 'Get new articles by e-mail' })).toBeInTheDocument();
    expect(screen.getByText('One e-mail a month.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
