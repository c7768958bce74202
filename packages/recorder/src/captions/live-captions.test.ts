import { describe, expect, it } from 'vitest';
import { type CaptionEventLike, type CaptionsConnectionLike, type LiveCaptionsSnapshot, startLiveCaptions } from './live-captions';

/** A captions connection the test drives: it records what is sent and emits what the server would answer. */
function fakeConnection(open = true) {
  const listeners = new Set<(event: CaptionEventLike) => void>();
  const stateListeners = new Set<(state: string) => void>();
  const connection = {
    sent: [] as string[],
    closed: false,
    open,
    send(url: string) {
      if (!connection.open || connection.closed) return false;
      connection.sent.push(url);
      return true;
    },
    subscribe(listener: (event: CaptionEventLike) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    subscribeState(listener: (state: string) => void) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    close() {
      connection.closed = true;
    },
    emit(event: CaptionEventLike) {
      for (const listener of listeners) listener(event);
    },
    setState(state: string) {
      connection.open = state === 'open';
      for (const listener of stateListeners) listener(state);
    },
    listenerCount: () => listeners.size + stateListeners.size,
  };
  return connection satisfies CaptionsConnectionLike;
}

/** A capture the test feeds by hand. */
function fakeCapture() {
  const capture = {
    onChunk: null as ((url: string) => void) | null,
    stream: null as unknown,
    stopped: false,
    start: (stream: unknown, onChunk: (url: string) => void) => {
      capture.stream = stream;
      capture.onChunk = onChunk;
      return {
        stop: () => {
          capture.stopped = true;
        },
      };
    },
  };
  return capture;
}

const stream = { getAudioTracks: () => [{}] };
const chunk = (n: number) => `data:audio/wav;base64,UklGR${n}`;

function start(connection = fakeConnection()) {
  const capture = fakeCapture();
  const captions = startLiveCaptions({ stream, connection, capture: capture.start });
  const snapshots: LiveCaptionsSnapshot[] = [];
  captions.subscribe((snapshot) => snapshots.push(snapshot));
  return { connection, capture, captions, snapshots };
}

describe('startLiveCaptions', () => {
  it('sends each audio chunk over the connection', () => {
    const { connection, capture } = start();
    expect(capture.stream).toBe(stream);
    capture.onChunk?.(chunk(1));
    capture.onChunk?.(chunk(2));
    expect(connection.sent).toEqual([chunk(1), chunk(2)]);
  });

  it('keeps the last three captions, and the whole text heard', () => {
    const { connection, captions, snapshots } = start();
    expect(captions.getSnapshot()).toEqual({ captions: [], error: null, heard: '' });
    for (const text of ['The weather today', 'is sunny and warm', '  ', 'many people', 'are walking in the park']) {
      connection.emit({ type: 'transcription', text });
    }
    expect(captions.getSnapshot()).toEqual({
      captions: ['is sunny and warm', 'many people', 'are walking in the park'],
      error: null,
      heard: 'The weather today is sunny and warm many people are walking in the park',
    });
    // An empty text changes nothing and tells no one.
    expect(snapshots).toHaveLength(4);
    expect(snapshots[0]).toEqual({ captions: ['The weather today'], error: null, heard: 'The weather today' });
  });

  it('shows the current error until a caption arrives or the connection is open again', () => {
    const { connection, captions } = start();
    connection.emit({ type: 'transcription', text: 'hello there' });
    connection.emit({ type: 'error', message: 'Transcription error: The audio chunk must be mono, not 2 channels.' });
    expect(captions.getSnapshot()).toMatchObject({
      captions: ['hello there'],
      error: 'Transcription error: The audio chunk must be mono, not 2 channels.',
    });
    connection.emit({ type: 'transcription', text: 'general kenobi' });
    expect(captions.getSnapshot().error).toBeNull();

    connection.setState('reconnecting');
    connection.emit({ type: 'error', message: 'Connection lost. Retrying...' });
    expect(captions.getSnapshot().error).toBe('Connection lost. Retrying...');
    connection.setState('connecting');
    connection.emit({ type: 'error', message: 'Caption connection error' });
    expect(captions.getSnapshot().error).toBe('Caption connection error');
    connection.setState('open');
    expect(captions.getSnapshot()).toEqual({
      captions: ['hello there', 'general kenobi'],
      error: null,
      heard: 'hello there general kenobi',
    });
  });

  it('stop() ends the capture, closes the connection, and keeps what was heard', () => {
    const { connection, capture, captions, snapshots } = start();
    connection.emit({ type: 'transcription', text: 'first words' });
    captions.stop();
    expect(capture.stopped).toBe(true);
    expect(connection.closed).toBe(true);
    expect(connection.listenerCount()).toBe(0);
    capture.onChunk?.(chunk(3));
    expect(connection.sent).toEqual([]);
    expect(captions.getSnapshot().heard).toBe('first words');
    expect(snapshots).toHaveLength(1);
    captions.stop(); // twice is harmless
  });

  it('an unsubscribed listener hears nothing more', () => {
    const { connection, captions } = start();
    const seen: LiveCaptionsSnapshot[] = [];
    const stop = captions.subscribe((snapshot) => seen.push(snapshot));
    connection.emit({ type: 'transcription', text: 'one' });
    stop();
    connection.emit({ type: 'transcription', text: 'two' });
    expect(seen.map((s) => s.heard)).toEqual(['one']);
  });

  it('closes the connection and throws when the audio cannot be captured', () => {
    const connection = fakeConnection();
    expect(() =>
      startLiveCaptions({
        stream,
        connection,
        capture: () => {
          throw new Error('Live captions need a stream with an audio track.');
        },
      }),
    ).toThrow(/audio track/);
    expect(connection.closed).toBe(true);
    expect(connection.listenerCount()).toBe(0);
  });
});
