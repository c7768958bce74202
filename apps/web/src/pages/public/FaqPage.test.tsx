import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, expectNoAxeViolations, type FakeApi, startFakeApi, userFixture } from '@verbatim/ui/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render-app';
import { FAQ } from './FaqPage';

let api: FakeApi;

beforeEach(async () => {
  api = await startFakeApi({ 'GET /api/auth/user': apiError(401, 'UNAUTHORIZED', 'Sign in first.') });
});

afterEach(async () => {
  await api.close();
});

const question = (name: string) => screen.getByRole('button', { name });

describe('FAQ', () => {
  it('lists ten questions, all closed, with their title and description', async () => {
    const { container } = renderApp('/faq', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(FAQ).toHaveLength(10);
    const buttons = screen.getAllByRole('button', { expanded: false });
    expect(buttons.map((button) => button.textContent)).toEqual(FAQ.map((item) => item.question));
    expect(document.title).toBe('Frequently Asked Questions · Verbatim');
    expect(document.head.querySelector('meta[name="description"][content^="Answers about files"]')).not.toBeNull();
    await expectNoAxeViolations(container);
  });

  it('opens and closes an answer with the keyboard', async () => {
    const user = userEvent.setup();
    renderApp('/faq', api);
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    const size = question('How large can my files be?');
    const answer = document.getElementById(size.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(answer).not.toBeVisible();

    size.focus();
    await user.keyboard('{Enter}');
    expect(size).toHaveAttribute('aria-expanded', 'true');
    expect(answer).toBeVisible();
    expect(answer).toHaveTextContent('Up to 2 GB per file');

    await user.keyboard(' ');
    expect(size).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();
  });

  it('answers with what the product does', async () => {
    const user = userEvent.setup();
    const { container } = renderApp('/faq', api);
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    for (const button of screen.getAllByRole('button', { expanded: false })) await user.click(button);
    const text = container.textContent ?? '';
    expect(text).toContain('deleted 24 hours after processing');
    expect(text).toContain('stays in your account until you delete it');
    expect(text).toContain('One credit is one minute of audio');
    expect(text).toContain('a transcription that fails costs nothing');
    expect(text).toContain('A recording in which no speech is found (silence, music, a muted microphone) costs nothing either');
    expect(text).toContain('the languages its speech engine supports');
    expect(text).not.toMatch(/\d+\+ languages/);
    expect(text).not.toMatch(/500 ?MB/);
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Cancellation & Refunds' })).toHaveAttribute(
      'href',
      '/cancellation-refunds',
    );
    await expectNoAxeViolations(container);
  });

  it('leads to support', async () => {
    renderApp('/faq', api);
    const more = (await screen.findByRole('heading', { level: 2, name: 'Still have questions?' })).closest('section') as HTMLElement;
    expect(within(more).getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/support');
  });

  it('is shown in the app to a signed-in user', async () => {
    api.route('GET /api/auth/user', { body: userFixture() });
    const { container } = renderApp('/faq', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
