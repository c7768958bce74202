import { screen, within } from '@testing-library/react';
import { type FakeApi, startFakeApi } from '@verbatim/ui/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminRoutes, adminUserFixture } from '../../test-support/admin-fixtures';
import { renderAdmin } from '../../test-support/render-admin';

let api: FakeApi;

beforeEach(async () => {
  api = await startFakeApi(
    adminRoutes([
      adminUserFixture(),
      adminUserFixture({ id: 'u-2', email: 'pending@example.com', firstName: 'Pen', lastName: null, emailVerified: false }),
    ]),
  );
});

afterEach(async () => {
  await api.close();
});

describe('the users table', () => {
  it('marks an account whose owner has not verified the address, and no other', async () => {
    renderAdmin('/', api);
    const pending = (await screen.findByText('pending@example.com', undefined, { timeout: 8000 })).closest('tr') as HTMLElement;
    expect(within(pending).getByText('Unverified')).toBeInTheDocument();
    const verified = screen.getByText('ana@example.com').closest('tr') as HTMLElement;
    expect(within(verified).queryByText('Unverified')).toBeNull();
  }, 30_000);
});
