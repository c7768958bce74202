import { describe, expect, it } from 'vitest';
import { copyrightYear } from './copyright-year';

describe('copyrightYear', () => {
  it('is the current year', () => {
    expect(copyrightYear(new Date('2031-06-01T12:00:00Z'))).toBe(2031);
  });

  it('is never earlier than 2025', () => {
    expect(copyrightYear(new Date('2019-03-01T12:00:00Z'))).toBe(2025);
    expect(copyrightYear(new Date('2025-01-01T12:00:00Z'))).toBe(2025);
  });
});
