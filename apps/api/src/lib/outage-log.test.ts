import { describe, expect, it } from 'vitest';
import { captureLog } from '../test-support/capture-log';
import { createOutageLog } from './outage-log';

describe('createOutageLog', () => {
  it('logs the first refusal of an outage and its end, not every refusal in between', () => {
    const { logger, lines } = captureLog();
    let clock = 1_000;
    const outage = createOutageLog(logger, { down: 'store down', up: 'store back' }, () => clock);
    outage.answered();
    expect(lines).toHaveLength(0);

    outage.refused(new Error('ECONNREFUSED'), 'PUT a');
    clock += 500;
    outage.refused(new Error('ECONNREFUSED'), 'PUT b');
    outage.refused(new Error('ECONNREFUSED'), 'GET c');
    expect(outage.ongoing).toBe(true);
    expect(lines.map((line) => line.msg)).toEqual(['store down']);
    expect(lines[0]).toMatchObject({ level: 50, during: 'PUT a' });

    clock += 1_500;
    outage.answered();
    outage.answered();
    expect(outage.ongoing).toBe(false);
    expect(lines.map((line) => line.msg)).toEqual(['store down', 'store back']);
    expect(lines[1]).toMatchObject({ level: 30, outageMs: 2_000, refused: 3 });
  });

  it('starts counting afresh for the next outage', () => {
    const { logger, lines } = captureLog();
    const outage = createOutageLog(logger, { down: 'down', up: 'up' });
    outage.refused(new Error('one'), 'x');
    outage.answered();
    outage.refused(new Error('two'), 'y');
    outage.answered();
    expect(lines.map((line) => line.msg)).toEqual(['down', 'up', 'down', 'up']);
    expect(lines[3]).toMatchObject({ refused: 1 });
  });
});
