// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { Blob as NodeBlob } from 'node:buffer';
import { fireEvent, within } from '@testing-library/dom';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openRecordingStore, type RecordingStore } from '../recording-store';
import { Recorder, type RecorderOptions } from './Recorder';
import { FakeWidgetApi, TEST_CONFIG, transcription } from './test-support/fake-client';
import { type FakeMedia, fakeMedia } from './test-support/fake-media';
import type { WidgetCompleteEvent, WidgetError, WidgetUploadEvent } from './types';

let api: FakeWidgetApi;
let media: FakeMedia;
let factory: IDBFactory;
let stores: RecordingStore[];
let target: HTMLElement;
let widgets: Recorder[];
let events: { upload: WidgetUploadEvent[]; complete: WidgetCompleteEvent[]; error: WidgetError[] };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance', 'Date'] });
  api = new FakeWidgetApi();
  media = fakeMedia();
  factory = new IDBFactory();
  stores = [];
  target = document.createElement('div');
  document.body.appendChild(target);
  widgets = [];
  events = { upload: [], complete: [], error: [] };
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() }));
  // fake-indexeddb keeps values with Node's structuredClone, which cannot clone jsdom's Blob: recordings are Node Blobs.
  vi.stubGlobal('Blob', NodeBlob);
});

afterEach(() => {
  for (const widget of widgets) widget.destroy();
  for (const store of stores) store.close();
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function openStore() {
  const store = await openRecordingStore(factory);
  stores.push(store);
  return store;
}

/** Real turns of the event loop (fake-indexeddb works in them; the fake timers stop only timers). */
async function until(condition: () => boolean, what: string) {
  for (let turn = 0; turn < 2_000; turn += 1) {
    if (condition()) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`Timed out waiting until ${what}`);
}

async function mount(options: Partial<RecorderOptions> = {}) {
  const widget = new Recorder({
    publishableKey: 'vbpk_test',
    client: api,
    media,
    openStore: () => openStore(),
    onUpload: (event) => events.upload.push(event),
    onComplete: (event) => events.complete.push(event),
    onError: (error) => events.error.push(error),
    ...options,
  });
  widgets.push(widget);
  widget.mount(target);
  const shadow = target.querySelector('[data-verbatim-widget]')?.shadowRoot as ShadowRoot;
  const phase = () => shadow.querySelector('.vb-body')?.getAttribute('data-phase');
  const body = () => within(shadow.querySelector<HTMLElement>('.vb-body') as HTMLElement);
  const click = (name: string | RegExp) => fireEvent.click(body().getByRole('button', { name }));
  await until(() => phase() !== 'loading', 'the config is read');
  return { widget, shadow, body, phase, click };
}

describe('Recorder', () => {
  it('records a tab, keeps and sends it while recording, then transcribes it and reports both events', async () => {
    const { widget, body, phase, click } = await mount();
    await until(() => phase() === 'idle', 'idle');
    expect(body().getByText('Recordings stop at 30 minutes.')).toBeTruthy();
    fireEvent.click(body().getByRole('radio', { name: 'Entire screen' }));
    fireEvent.click(body().getByRole('checkbox', { name: 'Record audio' }));
    expect((body().getByRole('radio', { name: 'Entire screen' }) as HTMLInputElement).checked).toBe(true);
    click('Start recording');
    await until(() => phase() === 'recording', 'recording');
    expect(media.prompts).toEqual([{ video: { displaySurface: 'monitor' }, audio: false }]);

    media.recorder().emitChunk(new Blob(['<1>']));
    // Kept on the device and sent while recording: the upload starts with the first chunk, and bytes go before Stop.
    await until(() => api.started === 1, 'the live upload starts');
    await vi.advanceTimersByTimeAsync(83_000);
    expect(body().getByText('01:23 of 30:00')).toBeTruthy();
    await until(() => api.recordings.size === 1, 'the first batch is sent');
    media.recorder().emitChunk(new Blob(['<2>']));

    click('Pause');
    expect(body().getByRole('button', { name: 'Resume' })).toBeTruthy();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(body().getByText('01:23 of 30:00')).toBeTruthy();
    click('Resume');
    click('Stop');
    await until(() => phase() === 'stopped', 'stopped');
    expect(body().getByText('Length: 01:23')).toBeTruthy();
    expect(target.querySelector('[data-verbatim-widget]')?.shadowRoot?.querySelector('video')?.getAttribute('src')).toBe('blob:preview');
    expect(media.streams[0]?.allStopped).toBe(true);

    api.answers = [transcription({ status: 'completed', progress: 100, text: 'Recorded words.' })];
    click('Transcribe recording');
    await until(() => phase() === 'transcribing', 'sent');
    expect(events.upload).toHaveLength(1);
    expect(events.upload[0]?.transcriptionId).toBe('tr_rec');
    expect(events.upload[0]?.fileName).toMatch(/^Screen recording \d{4}-\d\d-\d\d \d\d\.\d\d\.webm$/);
    const sent = await new Blob(api.recordings.get(api.finished[0] ?? '') ?? []).text();
    expect(sent).toBe('<1><2><last>');

    await vi.advanceTimersByTimeAsync(2_000);
    await until(() => phase() === 'done', 'done');
    expect(events.complete).toEqual([
      { transcriptionId: 'tr_rec', fileName: events.upload[0]?.fileName, status: 'completed', text: 'Recorded words.' },
    ]);
    expect(body().getByRole('region', { name: 'Transcript' }).textContent).toBe('Recorded words.');
    // Sent recordings do not stay on the device.
    expect(await (await openStore()).list()).toEqual([]);

    click('Record again');
    expect(phase()).toBe('idle');
    widget.destroy();
    expect(target.children).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops at the owner’s plan limit and says so', async () => {
    api.config = { ...TEST_CONFIG, recordingLimitMs: 60_000 };
    const { body, phase, click } = await mount();
    await until(() => phase() === 'idle', 'idle');
    expect(body().getByText('Recordings stop at 1 minute.')).toBeTruthy();
    click('Start recording');
    await until(() => phase() === 'recording', 'recording');
    await vi.advanceTimersByTimeAsync(50_000);
    expect(body().getByText('The recording stops at 1 minute.')).toBeTruthy();
    await vi.advanceTimersByTimeAsync(10_000);
    await until(() => phase() === 'stopped', 'stopped by the limit');
    expect(body().getByText('The recording stopped at its limit of 1 minute.')).toBeTruthy();
  });

  it('has no limit when the plan has none', async () => {
    api.config = { ...TEST_CONFIG, recordingLimitMs: null };
    const { body, phase, click } = await mount();
    await until(() => phase() === 'idle', 'idle');
    expect(body().queryByText(/Recordings stop/)).toBeNull();
    click('Start recording');
    await until(() => phase() === 'recording', 'recording');
    await vi.advanceTimersByTimeAsync(1_860_000);
    expect(body().getByText('31:00')).toBeTruthy();
    expect(phase()).toBe('recording');
  });

  it('keeps a recording the widget was destroyed during, and offers it the next time', async () => {
    const first = await mount();
    await until(() => first.phase() === 'idle', 'idle');
    first.click('Start recording');
    await until(() => first.phase() === 'recording', 'recording');
    media.recorder().emitChunk(new Blob(['<1>']));
    await until(() => api.started === 1, 'the live upload starts');
    await vi.advanceTimersByTimeAsync(12_000);
    await until(() => api.recordings.size === 1, 'sending');
    // Handed over to the recording just before the widget goes (a few microtasks): still kept on the device.
    media.recorder().emitChunk(new Blob(['<2>']));
    for (let tick = 0; tick < 3; tick += 1) await Promise.resolve();
    first.widget.destroy();
    expect(media.streams[0]?.allStopped).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setImmediate(resolve));

    const second = await mount();
    await until(() => second.phase() === 'stopped', 'the recording is offered');
    expect(second.body().getByText(/A recording from .* was not sent\. Transcribe it or discard it\./)).toBeTruthy();
    second.click('Transcribe recording');
    await until(() => events.upload.length === 1, 'sent');
    expect(await new Blob(api.recordings.get(api.finished[0] ?? '') ?? []).text()).toBe('<1><2>');
  });

  it('discards a recording: nothing stays on the device', async () => {
    const { body, phase, click } = await mount();
    await until(() => phase() === 'idle', 'idle');
    click('Start recording');
    await until(() => phase() === 'recording', 'recording');
    media.recorder().emitChunk(new Blob(['<1>']));
    click('Stop');
    await until(() => phase() === 'stopped', 'stopped');
    const store = await openStore();
    expect(await store.list()).toHaveLength(1);
    click('Discard');
    expect(phase()).toBe('idle');
    expect(body().getByRole('button', { name: 'Start recording' })).toBeTruthy();
    let left = 1;
    await until(() => {
      void store.list().then((list) => {
        left = list.length;
      });
      return left === 0;
    }, 'the local copy is deleted');
  });

  it('goes back quietly when the share prompt is dismissed, and explains other start failures', async () => {
    const { body, phase, click } = await mount();
    await until(() => phase() === 'idle', 'idle');
    media.next = Object.assign(new Error('dismissed'), { name: 'NotAllowedError' });
    click('Start recording');
    await until(() => media.prompts.length === 1, 'prompted');
    await until(() => phase() === 'idle', 'idle again');
    expect(events.error).toEqual([]);

    media.next = ['video'];
    click('Start recording');
    await until(() => body().queryByText(/cannot record audio from what you shared/) !== null, 'the audio message');
    expect(events.error.map((error) => error.code)).toEqual(['RECORDING_AUDIO_BLOCKED']);
  });

  it('keeps the recording when sending fails, and sends it on the next try', async () => {
    const { body, phase, click } = await mount();
    await until(() => phase() === 'idle', 'idle');
    click('Start recording');
    await until(() => phase() === 'recording', 'recording');
    media.recorder().emitChunk(new Blob(['<1>']));
    click('Stop');
    await until(() => phase() === 'stopped', 'stopped');
    api.finishError = Object.assign(new Error('429: busy'), { name: 'ApiError' });
    click('Transcribe recording');
    await until(() => body().queryByText('Something went wrong. Please try again.') !== null, 'the error');
    expect(phase()).toBe('stopped');
    api.finishError = null;
    click('Transcribe recording');
    await until(() => phase() === 'transcribing', 'sent');
  });

  it('says so where the browser cannot record', async () => {
    const { body, phase } = await mount({ media: undefined });
    await until(() => phase() === 'unsupported', 'unsupported');
    expect(body().getByText(/Screen recording is not available in this browser/)).toBeTruthy();
    expect(body().queryByRole('button')).toBeNull();
  });

  it('shows a message instead of the controls when the key does not allow the recorder', async () => {
    api.config = { ...TEST_CONFIG, widgets: ['uploader'] };
    const { body, phase } = await mount({ locale: 'es' });
    expect(phase()).toBe('blocked');
    expect(body().getByText('Este sitio no está configurado para usar la grabadora de Verbatim.')).toBeTruthy();
    expect(body().queryByRole('button')).toBeNull();
  });
});
