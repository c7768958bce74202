import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  NEWSLETTER_CONFIRMED_MESSAGE,
  NEWSLETTER_INVALID_CONFIRM_LINK,
  NEWSLETTER_INVALID_UNSUBSCRIBE_LINK,
  NEWSLETTER_SUBSCRIBE_MESSAGE,
  NEWSLETTER_UNSUBSCRIBED_MESSAGE,
} from '@verbatim/core-sdk/contracts';
import { apiError, expectNoAxeViolations, type FakeApi, startFakeApi } from '@verbatim/ui/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render-app';

const TOKEN = 'pGdZ0xq3bXW1r9vJb4m7kYcE2sT8uHnA6fL5oQiR0wz';

let api: FakeApi;

beforeEach(async () => {
  api = await startFakeApi({
    'GET /api/auth/user': apiError(401, 'UNAUTHORIZED', 'Sign in first.'),
    'POST /api/newsletter/confirm': { body: { message: NEWSLETTER_CONFIRMED_MESSAGE } },
    'POST /api/newsletter/unsubscribe': { body: { message: NEWSLETTER_UNSUBSCRIBED_MESSAGE } },
    'POST /api/newsletter/subscribe': { body: { message: NEWSLETTER_SUBSCRIBE_MESSAGE } },
  });
});

afterEach(async () => {
  await api.close();
});

const calls = (path: string) => api.requests.filter((request) => request.method === 'POST' && request.path === path);

describe('/newsletter/confirm', () => {
  it("confirms with the link's token once, says so and leads on", async () => {
    const { container } = renderApp(`/newsletter/confirm?token=${TOKEN}`, api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription confirmed' })).toBeInTheDocument();
    expect(screen.getByText(NEWSLETTER_CONFIRMED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the blog' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'Go to Verbatim' })).toHaveAttribute('href', '/');
    expect(calls('/api/newsletter/confirm').map((request) => request.body)).toEqual([{ token: TOKEN }]);
    expect(document.title).toBe('Confirm your subscription · Verbatim');
    expect(document.head.querySelector('meta[name="robots"][content="noindex"]')).not.toBeNull();
    await expectNoAxeViolations(container);
  });

  it('shows a dead link plainly and sends a new one from the same page', async () => {
    api.route('POST /api/newsletter/confirm', apiError(400, 'INVALID_NEWSLETTER_TOKEN', NEWSLETTER_INVALID_CONFIRM_LINK));
    const user = userEvent.setup();
    const { container } = renderApp(`/newsletter/confirm?token=${TOKEN}`, api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Link invalid or expired' })).toBeInTheDocument();
    expect(screen.getByText(NEWSLETTER_INVALID_CONFIRM_LINK)).toBeInTheDocument();
    await expectNoAxeViolations(container);

    const box = screen.getByRole('region', { name: 'Get a new confirmation link' });
    await user.type(within(box).getByRole('textbox', { name: 'Email address' }), 'ada@example.com{Enter}');
    expect(await within(box).findByRole('status')).toHaveTextContent(NEWSLETTER_SUBSCRIBE_MESSAGE);
    expect(calls('/api/newsletter/subscribe')[0]?.body).toEqual({ email: 'ada@example.com', source: 'confirm-page' });
  });

  it('calls a link without a token invalid without asking the server', async () => {
    renderApp('/newsletter/confirm', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Link invalid or expired' })).toBeInTheDocument();
    expect(screen.getByText(NEWSLETTER_INVALID_CONFIRM_LINK)).toBeInTheDocument();
    expect(calls('/api/newsletter/confirm')).toHaveLength(0);
  });

  it('offers to try again when the server does not answer properly, rather than calling the link dead', async () => {
    api.route('POST /api/newsletter/confirm', apiError(500, 'INTERNAL', 'Something went wrong on our side. Please try again.'));
    const user = userEvent.setup();
    renderApp(`/newsletter/confirm?token=${TOKEN}`, api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Could not confirm your subscription' })).toBeInTheDocument();

    api.route('POST /api/newsletter/confirm', { body: { message: NEWSLETTER_CONFIRMED_MESSAGE } });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription confirmed' })).toBeInTheDocument();
    expect(calls('/api/newsletter/confirm')).toHaveLength(2);
  });
});

describe('/newsletter/unsubscribe', () => {
  it('unsubscribes on opening, and offers a way back', async () => {
    const user = userEvent.setup();
    const { container } = renderApp(`/newsletter/unsubscribe?token=${TOKEN}`, api);
    expect(await screen.findByRole('heading', { level: 1, name: "You're unsubscribed" })).toBeInTheDocument();
    expect(screen.getByText(NEWSLETTER_UNSUBSCRIBED_MESSAGE)).toBeInTheDocument();
    expect(calls('/api/newsletter/unsubscribe').map((request) => request.body)).toEqual([{ token: TOKEN }]);
    expect(document.title).toBe('Unsubscribe · Verbatim');
    await expectNoAxeViolations(container);

    const box = screen.getByRole('region', { name: 'Changed your mind?' });
    await user.type(within(box).getByRole('textbox', { name: 'Email address' }), 'ada@example.com');
    await user.click(within(box).getByRole('button', { name: 'Subscribe' }));
    expect(await within(box).findByRole('status')).toHaveTextContent(NEWSLETTER_SUBSCRIBE_MESSAGE);
  });

  it('says an unknown link is not recognised and offers to contact us', async () => {
    api.route('POST /api/newsletter/unsubscribe', apiError(400, 'INVALID_NEWSLETTER_TOKEN', NEWSLETTER_INVALID_UNSUBSCRIBE_LINK));
    const { container } = renderApp(`/newsletter/unsubscribe?token=${TOKEN}`, api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Link not recognised' })).toBeInTheDocument();
    expect(screen.getByText(NEWSLETTER_INVALID_UNSUBSCRIBE_LINK)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    await expectNoAxeViolations(container);
  });

  it('shows the working state while the server answers', async () => {
    let release: (() => void) | undefined;
    api.route(
      'POST /api/newsletter/unsubscribe',
      () =>
        new Promise((resolve) => {
          release = () => resolve({ body: { message: NEWSLETTER_UNSUBSCRIBED_MESSAGE } });
        }),
    );
    renderApp(`/newsletter/unsubscribe?token=${TOKEN}`, api);
    expect(await screen.findByText('Unsubscribing...')).toBeInTheDocument();
    await waitFor(() => expect(release).toBeDefined());
    release?.();
    expect(await screen.findByRole('heading', { level: 1, name: "You're unsubscribed" })).toBeInTheDocument();
  });
});
