import { describe, expect, it } from 'vitest';
import { SUBTITLE_RULES } from './subtitle-rules';
import { displayTimes } from './subtitle-timing';

const { frameGap } = SUBTITLE_RULES;
const ms = (seconds: number) => Math.round(seconds * 1000) / 1000;

describe('displayTimes', () => {
  it('ends a cue with its speech when it is long enough to read', () => {
    expect(displayTimes([{ start: 1, end: 4, chars: 40 }], null)).toEqual([{ start: 1, end: 4 }]);
  });

  it('holds a cue up to half a second past its speech for reading speed', () => {
    // 60 characters at 17 a second need 3.53 s; the speech lasts 2 s, so it is held the most it may be, 0.5 s.
    expect(displayTimes([{ start: 0, end: 2, chars: 60 }], null)).toEqual([{ start: 0, end: 2.5 }]);
    // 40 characters need 2.353 s: held just that long.
    expect(displayTimes([{ start: 0, end: 2, chars: 40 }], null)).toEqual([{ start: 0, end: 2.353 }]);
  });

  it('holds a short cue for a second', () => {
    expect(displayTimes([{ start: 5, end: 5.2, chars: 3 }], null)).toEqual([{ start: 5, end: 6 }]);
  });

  it('closes a gap of half a second or less to two frames', () => {
    const [first] = displayTimes(
      [
        { start: 0, end: 2, chars: 10 },
        { start: 2.4, end: 4, chars: 10 },
      ],
      null,
    );
    expect(first?.end).toBe(ms(2.4 - frameGap));
  });

  it('leaves a longer gap open', () => {
    const [first] = displayTimes(
      [
        { start: 0, end: 2, chars: 10 },
        { start: 2.6, end: 4, chars: 10 },
      ],
      null,
    );
    expect(first?.end).toBe(2);
  });

  it('leaves two frames before the next cue even when speech runs up to it', () => {
    const [first] = displayTimes(
      [
        { start: 0, end: 2, chars: 10 },
        { start: 2.02, end: 4, chars: 10 },
      ],
      null,
    );
    expect(first?.end).toBe(ms(2.02 - frameGap));
  });

  it('touches the next cue rather than vanishing when that starts within two frames', () => {
    const [first] = displayTimes(
      [
        { start: 1, end: 1.05, chars: 1 },
        { start: 1.05, end: 2, chars: 10 },
      ],
      null,
    );
    expect(first).toEqual({ start: 1, end: 1.05 });
  });

  it('never runs past 7 seconds or the media end', () => {
    expect(displayTimes([{ start: 0, end: 9, chars: 3 }], null)).toEqual([{ start: 0, end: 7 }]);
    expect(displayTimes([{ start: 0, end: 0.2, chars: 3 }], 0.5)).toEqual([{ start: 0, end: 0.5 }]);
  });
});
