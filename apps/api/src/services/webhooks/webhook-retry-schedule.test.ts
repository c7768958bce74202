import { describe, expect, it } from 'vitest';
import { WEBHOOK_MAX_ATTEMPTS, webhookRetryDelayMs } from './webhook-retry-schedule';

describe('webhookRetryDelayMs', () => {
  it('doubles from the base, within a fifth either way', () => {
    expect(webhookRetryDelayMs(1, 60_000, () => 0.5)).toBe(60_000);
    expect(webhookRetryDelayMs(2, 60_000, () => 0.5)).toBe(120_000);
    expect(webhookRetryDelayMs(1, 60_000, () => 0)).toBe(48_000);
    expect(webhookRetryDelayMs(1, 60_000, () => 1)).toBe(72_000);
  });

  it('retries for about a day with the default base of a minute, then stops', () => {
    let total = 0;
    for (let attempt = 1; attempt < WEBHOOK_MAX_ATTEMPTS; attempt++) {
      const delay = webhookRetryDelayMs(attempt, 60_000, () => 0.5);
      expect(delay).not.toBeNull();
      expect(delay).toBeLessThanOrEqual(6 * 3_600_000);
      total += delay ?? 0;
    }
    expect(total / 3_600_000).toBeGreaterThan(20);
    expect(total / 3_600_000).toBeLessThan(30);
    expect(webhookRetryDelayMs(WEBHOOK_MAX_ATTEMPTS, 60_000)).toBeNull();
  });
});
