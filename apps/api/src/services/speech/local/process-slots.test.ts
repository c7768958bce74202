import { describe, expect, it } from 'vitest';
import { createProcessSlots } from './process-slots';

describe('createProcessSlots', () => {
  it('hands out at most `size` slots and passes a released one to the next in line', async () => {
    const slots = createProcessSlots(2);
    const signal = new AbortController().signal;
    const first = await slots.acquire(signal);
    await slots.acquire(signal);
    let thirdGranted = false;
    const third = slots.acquire(signal).then((release) => {
      thirdGranted = true;
      return release;
    });
    await Promise.resolve();
    expect(thirdGranted).toBe(false);
    first();
    first(); // releasing twice frees one slot only
    (await third)();
    expect(slots.free).toBe(1);
  });

  it('gives up waiting when aborted', async () => {
    const slots = createProcessSlots(1);
    await slots.acquire(new AbortController().signal);
    const controller = new AbortController();
    const waiting = slots.acquire(controller.signal);
    controller.abort(new Error('cancelled'));
    await expect(waiting).rejects.toThrow('cancelled');
    expect(slots.free).toBe(0);
  });
});
