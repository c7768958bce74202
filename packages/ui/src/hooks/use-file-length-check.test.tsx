import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userFixture } from '../testing/user-fixture';
import { useFileLengthCheck } from './use-file-length-check';

const file = (name: string) => new File([new Uint8Array(16)], name, { type: 'audio/mpeg' });
/** Lengths as the browser would read them from each file's metadata, by name. */
const lengths =
  (byName: Record<string, number | null>) =>
  async (chosen: File): Promise<number | null> =>
    byName[chosen.name] ?? null;

describe('useFileLengthCheck', () => {
  it('does not send a free account’s file longer than free transcriptions take, and says why in the server’s words', async () => {
    const send = vi.fn();
    const account = userFixture({ credits: 5 });
    const { result } = renderHook(() =>
      useFileLengthCheck({ account, send, readDuration: lengths({ 'lecture.mp3': 31 * 60, 'memo.mp3': 5 * 60 }) }),
    );
    await act(() => result.current.onFiles([file('lecture.mp3'), file('memo.mp3')]));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith([expect.objectContaining({ name: 'memo.mp3' })]);
    expect(result.current.refusals).toEqual([
      {
        id: expect.any(String),
        fileName: 'lecture.mp3',
        message:
          'This file is longer than the 30 minutes a free transcription takes. A longer file is paid with credits, 1 per started minute: it needs 31 and you have 5. Buy credits or choose a plan to transcribe it.',
      },
    ]);
    // Nothing in it speaks of today's free transcriptions being used up: none were.
    expect(result.current.refusals[0]?.message).not.toMatch(/used today/);
    act(() => result.current.dismiss(result.current.refusals[0]?.id ?? ''));
    expect(result.current.refusals).toEqual([]);
  });

  it('sends a long file when the credits pay for all its minutes', async () => {
    const send = vi.fn();
    const { result } = renderHook(() =>
      useFileLengthCheck({ account: userFixture({ credits: 31 }), send, readDuration: lengths({ 'lecture.mp3': 31 * 60 }) }),
    );
    await act(() => result.current.onFiles([file('lecture.mp3')]));
    expect(send).toHaveBeenCalledWith([expect.objectContaining({ name: 'lecture.mp3' })]);
    expect(result.current.refusals).toEqual([]);
  });

  it('sends at once, reading nothing, on a plan in effect (no free limit applies)', async () => {
    const send = vi.fn();
    const readDuration = vi.fn(async () => 3 * 3600);
    const account = userFixture({ subscriptionPlan: 'pro', subscriptionStatus: 'active', credits: 0, freeAllowance: null });
    const { result } = renderHook(() => useFileLengthCheck({ account, send, readDuration }));
    await act(() => result.current.onFiles([file('webinar.mp3')]));
    expect(readDuration).not.toHaveBeenCalled();
    expect(send).toHaveBeenCalledWith([expect.objectContaining({ name: 'webinar.mp3' })]);
  });

  it('sends a file whose length the browser cannot read, and leaves the decision to the server', async () => {
    const send = vi.fn();
    const { result } = renderHook(() =>
      useFileLengthCheck({ account: userFixture({ credits: 0 }), send, readDuration: async () => Promise.reject(new Error('no')) }),
    );
    await act(() => result.current.onFiles([file('odd.mp3')]));
    expect(send).toHaveBeenCalledWith([expect.objectContaining({ name: 'odd.mp3' })]);
    expect(result.current.refusals).toEqual([]);
  });
});
