import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createRecorderMachine,
  FREE_RECORDING_LIMIT_MS,
  RECORDER_ERRORS,
  RECORDING_LIMIT_REACHED,
  type RecorderClock,
  type RecorderEvent,
  type RecorderEventType,
  type RecorderMachine,
  type RecorderMachineOptions,
  type RecorderSnapshot,
  type RecorderStatus,
} from './recorder-machine';

// Vitest's fake timers drive both the clock and the timers, so minutes pass instantly and exactly.
const fakeClock: RecorderClock = {
  now: () => Date.now(),
  schedule(callback, ms) {
    const handle = setTimeout(callback, ms);
    return () => clearTimeout(handle);
  },
};

const machines: RecorderMachine[] = [];
function machine(options: RecorderMachineOptions = {}) {
  const created = createRecorderMachine({ clock: fakeClock, ...options });
  machines.push(created);
  return created;
}

function recording(options: RecorderMachineOptions = {}) {
  const m = machine(options);
  m.send({ type: 'start', audio: true, source: 'screen' });
  m.send({ type: 'granted' });
  return m;
}

const seconds = (n: number) => vi.advanceTimersByTime(n * 1000);
const blob = new Blob(['video bytes'], { type: 'video/webm' });

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  for (const m of machines.splice(0)) m.dispose();
  vi.useRealTimers();
});

describe('createRecorderMachine', () => {
  it('starts idle with the free-plan limit', () => {
    const snapshot = machine().getSnapshot();
    expect(snapshot).toEqual({
      status: 'idle',
      source: 'tab',
      audioRequested: false,
      elapsedMs: 0,
      limitMs: FREE_RECORDING_LIMIT_MS,
      nearLimit: false,
      stopReason: null,
      preview: null,
      error: null,
    });
    expect(FREE_RECORDING_LIMIT_MS).toBe(1800 * 1000);
  });

  it('goes idle → requesting → recording and remembers what was asked for', () => {
    const m = machine();
    m.send({ type: 'start', audio: true, source: 'screen' });
    expect(m.getSnapshot()).toMatchObject({ status: 'requesting', audioRequested: true, source: 'screen' });
    m.send({ type: 'granted' });
    expect(m.getSnapshot().status).toBe('recording');
  });

  it('returns to idle without an error when the share prompt is dismissed', () => {
    const m = machine();
    m.send({ type: 'start' });
    m.send({ type: 'start-cancelled' });
    expect(m.getSnapshot()).toMatchObject({ status: 'idle', error: null });
  });

  it('ends in error with the spec text when starting fails', () => {
    const m = machine();
    const cause = new Error('device busy');
    m.send({ type: 'start' });
    m.send({ type: 'start-failed', cause });
    expect(m.getSnapshot().status).toBe('error');
    expect(m.getSnapshot().error).toEqual({
      code: 'START_FAILED',
      title: 'Recording Failed',
      message: 'Failed to start screen recording. Please allow screen sharing and system audio.',
      cause,
    });
  });

  it('reports an unsupported browser with its own code', () => {
    const m = machine();
    m.send({ type: 'start' });
    m.send({ type: 'start-failed', code: 'UNSUPPORTED' });
    expect(m.getSnapshot().error).toEqual({ code: 'UNSUPPORTED', ...RECORDER_ERRORS.UNSUPPORTED });
  });

  it('pauses and resumes, and the elapsed time leaves the paused time out', () => {
    const m = recording();
    seconds(10);
    m.send({ type: 'pause' });
    expect(m.getSnapshot()).toMatchObject({ status: 'paused', elapsedMs: 10_000 });
    seconds(60);
    expect(m.getSnapshot().elapsedMs).toBe(10_000);
    m.send({ type: 'resume' });
    expect(m.getSnapshot().status).toBe('recording');
    seconds(5);
    expect(m.getSnapshot().elapsedMs).toBe(15_000);
    m.send({ type: 'stop' });
    expect(m.getSnapshot()).toMatchObject({ status: 'stopping', stopReason: 'user', elapsedMs: 15_000 });
    seconds(30);
    m.send({ type: 'recorded', blob });
    expect(m.getSnapshot()).toMatchObject({
      status: 'stopped',
      stopReason: 'user',
      preview: { blob, mimeType: 'video/webm', durationMs: 15_000 },
    });
  });

  it('keeps the elapsed time of a stop that comes mid-tick', () => {
    const m = recording();
    vi.advanceTimersByTime(1_100);
    m.send({ type: 'stop' });
    m.send({ type: 'recorded', blob, mimeType: 'video/mp4' });
    expect(m.getSnapshot().preview).toEqual({ blob, mimeType: 'video/mp4', durationMs: 1_100 });
  });

  it('publishes the running time while recording and nothing while paused', () => {
    const m = recording({ tickMs: 1_000 });
    const seen: RecorderSnapshot[] = [];
    m.subscribe((snapshot) => seen.push(snapshot));
    seconds(3);
    expect(seen.map((s) => s.elapsedMs)).toEqual([1_000, 2_000, 3_000]);
    m.send({ type: 'pause' });
    seen.length = 0;
    seconds(120);
    expect(seen).toEqual([]);
  });

  it.each(['recording', 'paused'] as const)('stops with reason share-ended when sharing ends while %s', (status) => {
    const m = recording();
    seconds(2);
    if (status === 'paused') m.send({ type: 'pause' });
    m.send({ type: 'share-ended' });
    expect(m.getSnapshot()).toMatchObject({ status: 'stopping', stopReason: 'share-ended', elapsedMs: 2_000 });
    m.send({ type: 'recorded', blob });
    expect(m.getSnapshot()).toMatchObject({ status: 'stopped', stopReason: 'share-ended' });
  });

  it('stops by itself at the 30-minute free-plan limit', () => {
    const m = recording();
    seconds(1799);
    expect(m.getSnapshot().status).toBe('recording');
    seconds(1);
    expect(m.getSnapshot()).toMatchObject({ status: 'stopping', stopReason: 'limit-reached', elapsedMs: FREE_RECORDING_LIMIT_MS });
    expect(RECORDING_LIMIT_REACHED.title).toBe('Recording Limit Reached');
  });

  it('counts only recorded time towards the limit', () => {
    // A long tick, so that only the precisely scheduled limit can stop it on time.
    const m = recording({ tickMs: 60_000 });
    seconds(1000);
    m.send({ type: 'pause' });
    seconds(5000);
    m.send({ type: 'resume' });
    seconds(799);
    expect(m.getSnapshot().status).toBe('recording');
    seconds(1);
    expect(m.getSnapshot()).toMatchObject({ status: 'stopping', stopReason: 'limit-reached', elapsedMs: 1_800_000 });
  });

  it('still stops at the limit when timers were held back, as in a background tab', () => {
    const m = recording();
    // The clock moves on while no timer runs; the next tick is the first chance to notice.
    vi.setSystemTime(Date.now() + FREE_RECORDING_LIMIT_MS + 5_000);
    vi.advanceTimersByTime(250);
    expect(m.getSnapshot()).toMatchObject({ status: 'stopping', stopReason: 'limit-reached', elapsedMs: FREE_RECORDING_LIMIT_MS + 5_250 });
  });

  it('raises the warning flag only above 80% of the limit', () => {
    const m = recording({ tickMs: 1_000 });
    seconds(1440);
    expect(m.getSnapshot()).toMatchObject({ elapsedMs: 1_440_000, nearLimit: false });
    seconds(1);
    expect(m.getSnapshot()).toMatchObject({ elapsedMs: 1_441_000, nearLimit: true });
    m.send({ type: 'pause' });
    expect(m.getSnapshot().nearLimit).toBe(true);
  });

  it('applies a custom limit', () => {
    const m = recording({ limitMs: 10_000, tickMs: 1_000 });
    seconds(8);
    expect(m.getSnapshot().nearLimit).toBe(false);
    seconds(1);
    expect(m.getSnapshot().nearLimit).toBe(true);
    seconds(1);
    expect(m.getSnapshot()).toMatchObject({ status: 'stopping', stopReason: 'limit-reached' });
  });

  it('has no limit and no warning when limitMs is null', () => {
    const m = recording({ limitMs: null });
    seconds(3 * 3600);
    expect(m.getSnapshot()).toMatchObject({ status: 'recording', limitMs: null, nearLimit: false, elapsedMs: 3 * 3600 * 1000 });
  });

  it('ends in error AUDIO_BLOCKED when audio was asked for and none came', () => {
    const m = machine();
    m.send({ type: 'start', audio: true });
    m.send({ type: 'audio-blocked' });
    expect(m.getSnapshot()).toMatchObject({
      status: 'error',
      error: { code: 'AUDIO_BLOCKED', title: 'Audio Recording Not Available' },
    });
  });

  it('ends in error RECORDING_FAILED when the recorder fails, and stops counting', () => {
    const m = recording();
    seconds(4);
    m.send({ type: 'failed', cause: new Error('encoder crashed') });
    expect(m.getSnapshot()).toMatchObject({ status: 'error', elapsedMs: 4_000, error: { code: 'RECORDING_FAILED' } });
    seconds(3600);
    expect(m.getSnapshot().elapsedMs).toBe(4_000);
  });

  it('resets to idle from a stopped recording, dropping the preview', () => {
    const m = recording();
    seconds(3);
    m.send({ type: 'stop' });
    m.send({ type: 'recorded', blob });
    m.send({ type: 'reset' });
    expect(m.getSnapshot()).toMatchObject({ status: 'idle', elapsedMs: 0, preview: null, stopReason: null, error: null });
  });

  it('cancels its timers on reset, so the limit cannot fire afterwards', () => {
    const m = recording();
    seconds(100);
    m.send({ type: 'reset' });
    seconds(3600);
    expect(m.getSnapshot()).toMatchObject({ status: 'idle', elapsedMs: 0, stopReason: null });
  });

  it('starts a new recording from stopped with a clean slate', () => {
    const m = recording();
    seconds(1500);
    m.send({ type: 'stop' });
    m.send({ type: 'recorded', blob });
    m.send({ type: 'start', audio: false });
    expect(m.getSnapshot()).toMatchObject({
      status: 'requesting',
      audioRequested: false,
      source: 'tab',
      elapsedMs: 0,
      nearLimit: false,
      preview: null,
      stopReason: null,
    });
    m.send({ type: 'granted' });
    seconds(1799);
    expect(m.getSnapshot().status).toBe('recording');
  });

  it('starts again after an error', () => {
    const m = machine();
    m.send({ type: 'start' });
    m.send({ type: 'start-failed' });
    m.send({ type: 'start' });
    expect(m.getSnapshot()).toMatchObject({ status: 'requesting', error: null });
  });

  it('stops notifying a listener once it unsubscribes, and keeps the snapshot stable between changes', () => {
    const m = machine();
    const listener = vi.fn();
    const unsubscribe = m.subscribe(listener);
    m.send({ type: 'start' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenLastCalledWith(m.getSnapshot());
    expect(m.getSnapshot()).toBe(m.getSnapshot());
    unsubscribe();
    m.send({ type: 'granted' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('cancels its timers on dispose', () => {
    const m = recording();
    const listener = vi.fn();
    m.subscribe(listener);
    m.dispose();
    seconds(3600);
    expect(listener).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('transitions', () => {
  const allEvents: Record<RecorderEventType, RecorderEvent> = {
    start: { type: 'start' },
    granted: { type: 'granted' },
    'start-cancelled': { type: 'start-cancelled' },
    'start-failed': { type: 'start-failed' },
    pause: { type: 'pause' },
    resume: { type: 'resume' },
    stop: { type: 'stop' },
    'share-ended': { type: 'share-ended' },
    'audio-blocked': { type: 'audio-blocked' },
    'limit-reached': { type: 'limit-reached' },
    recorded: { type: 'recorded', blob },
    failed: { type: 'failed' },
    reset: { type: 'reset' },
  };

  const accepted: Record<RecorderStatus, RecorderEventType[]> = {
    idle: ['start'],
    requesting: ['granted', 'start-cancelled', 'start-failed', 'audio-blocked', 'reset'],
    recording: ['pause', 'stop', 'share-ended', 'limit-reached', 'audio-blocked', 'failed', 'reset'],
    paused: ['resume', 'stop', 'share-ended', 'limit-reached', 'audio-blocked', 'failed', 'reset'],
    stopping: ['recorded', 'failed', 'reset'],
    stopped: ['start', 'reset'],
    error: ['start', 'reset'],
  };

  const pathTo: Record<RecorderStatus, RecorderEvent[]> = {
    idle: [],
    requesting: [allEvents.start],
    recording: [allEvents.start, allEvents.granted],
    paused: [allEvents.start, allEvents.granted, allEvents.pause],
    stopping: [allEvents.start, allEvents.granted, allEvents.stop],
    stopped: [allEvents.start, allEvents.granted, allEvents.stop, allEvents.recorded],
    error: [allEvents.start, allEvents['start-failed']],
  };

  const expectedAfter: Partial<Record<RecorderEventType, RecorderStatus>> = {
    start: 'requesting',
    granted: 'recording',
    'start-cancelled': 'idle',
    'start-failed': 'error',
    pause: 'paused',
    resume: 'recording',
    stop: 'stopping',
    'share-ended': 'stopping',
    'limit-reached': 'stopping',
    'audio-blocked': 'error',
    recorded: 'stopped',
    failed: 'error',
    reset: 'idle',
  };

  const cases = (Object.keys(accepted) as RecorderStatus[]).flatMap((status) =>
    (Object.keys(allEvents) as RecorderEventType[]).map((type) => [status, type] as const),
  );

  it.each(cases)('in %s, %s is handled as the table says', (status, type) => {
    const m = machine();
    for (const event of pathTo[status]) m.send(event);
    expect(m.getSnapshot().status).toBe(status);
    const before = m.getSnapshot();
    const isAccepted = accepted[status].includes(type);
    expect(m.can(type)).toBe(isAccepted);
    m.send(allEvents[type]);
    if (isAccepted) expect(m.getSnapshot().status).toBe(expectedAfter[type]);
    else expect(m.getSnapshot()).toBe(before);
  });
});
