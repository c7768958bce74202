import { describe, expect, it } from 'vitest';
import { creditsText, freeAllowanceText } from './credits';

describe('credits and the free allowance, in words', () => {
  it('tells a balance as credits, never below zero', () => {
    expect(creditsText(1)).toBe('1 credit');
    expect(creditsText(1200)).toBe('1,200 credits');
    expect(creditsText(-3)).toBe('0 credits');
  });

  it('tells today’s free transcriptions as an allowance', () => {
    const allowance = { limit: 3, used: 1, left: 2, renewsAt: '2026-11-24T00:00:00.000Z', maxMinutesPerFile: 30 };
    expect(freeAllowanceText(allowance)).toBe('2 of 3 free transcriptions left today');
  });
});
