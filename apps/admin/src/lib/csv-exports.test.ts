import { describe, expect, it } from 'vitest';
import { adminUserFixture } from '../test-support/admin-fixtures';
import { usersCsv } from './csv-exports';

describe('usersCsv', () => {
  it("names each plan as the person's own screens do, not by its id", () => {
    const text = usersCsv([
      adminUserFixture({ email: 'ana@example.com', subscriptionPlan: 'pro' }),
      adminUserFixture({ email: 'li@example.com', subscriptionPlan: 'free' }),
    ]);
    const plans = text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .slice(1)
      .filter((line) => line !== '')
      .map((line) => line.split(',')[2]);
    expect(plans).toEqual(['Pro', 'Free']);
  });
});
