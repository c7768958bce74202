import { screen } from '@testing-library/react';
import { apiError, type FakeApi, startFakeApi, userFixture } from '@verbatim/ui/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../test-support/render-app';

let api: FakeApi;
let answerUser: () => void;

beforeEach(async () => {
  api = await startFakeApi();
});

afterEach(async () => {
  answerUser?.();
  await api.close();
});

describe('RootLayout', () => {
  it("shows 'Loading...' until the session is known", async () => {
    const answered = new Promise<void>((resolve) => {
      answerUser = resolve;
    });
    api.route('GET /api/auth/user', async () => {
      await answered;
      return { body: userFixture() };
    });
    renderApp('/', api);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    answerUser();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada!' })).toBeInTheDocument();
  });

  it('offers to try again when the session cannot be loaded', async () => {
    api.route('GET /api/auth/user', apiError(500, 'INTERNAL', 'Something went wrong.'));
    renderApp('/', api);
    expect(await screen.findByRole('heading', { name: 'Verbatim is not answering' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
