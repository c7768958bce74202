// @vitest-environment jsdom
import { fireEvent, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { ApiError, NetworkError, UploadError } from '@verbatim/core-sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWidgetApi, TEST_CONFIG, transcription } from './test-support/fake-client';
import type { UploaderOptions, WidgetCompleteEvent, WidgetError, WidgetUploadEvent } from './types';
import { Uploader } from './Uploader';

let api: FakeWidgetApi;
let target: HTMLElement;
let widgets: Uploader[];
let events: { upload: WidgetUploadEvent[]; complete: WidgetCompleteEvent[]; error: WidgetError[] };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  api = new FakeWidgetApi();
  target = document.createElement('div');
  target.id = 'upload';
  document.body.appendChild(target);
  widgets = [];
  events = { upload: [], complete: [], error: [] };
});

afterEach(() => {
  for (const widget of widgets) widget.destroy();
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Real turns of the event loop, for the promises of the fake API to settle (timers stay fake). */
async function settle(turns = 5) {
  for (let turn = 0; turn < turns; turn += 1) await vi.advanceTimersByTimeAsync(0);
}

async function mount(options: Partial<UploaderOptions> = {}, where: string | Element = '#upload') {
  const widget = new Uploader({
    publishableKey: 'vbpk_test',
    client: api,
    onUpload: (event) => events.upload.push(event),
    onComplete: (event) => events.complete.push(event),
    onError: (error) => events.error.push(error),
    ...options,
  });
  widgets.push(widget);
  expect(widget.mount(where)).toBe(widget);
  await settle();
  const shadow = target.querySelector('[data-verbatim-widget]')?.shadowRoot;
  if (!shadow) throw new Error('no shadow root');
  const body = () => within(shadow.querySelector<HTMLElement>('.vb-body') as HTMLElement);
  return { widget, shadow, body };
}

function mediaFile(name = 'interview.mp3', size = 3 * 1024 * 1024, type = 'audio/mpeg') {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function drop(shadow: ShadowRoot, file: File) {
  const zone = shadow.querySelector('[data-action="pick"]') as HTMLElement;
  fireEvent.dragEnter(zone, { dataTransfer: { files: [file], dropEffect: 'none' } });
  fireEvent.drop(zone, { dataTransfer: { files: [file] } });
}

describe('Uploader', () => {
  it('mounts in a shadow root inside the element, reads the key’s config, and destroy leaves nothing behind', async () => {
    target.innerHTML = '<p>before</p>';
    const { widget, shadow, body } = await mount();
    expect(api.configCalls).toBe(1);
    expect(target.children).toHaveLength(2);
    const css =
      shadow.querySelector('style')?.textContent ??
      shadow.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('');
    expect(css).toContain('.vb-root');
    expect(body().getByRole('button', { name: /Choose a file or drop it here/ }).textContent).toContain('up to 50 MB');
    // No class of the host page's and no global style: the widget's classes all start with vb-.
    const classes = [...shadow.querySelectorAll('[class]')].flatMap((element) => [...element.classList]);
    expect(classes.filter((name) => !name.startsWith('vb-'))).toEqual([]);

    widget.destroy();
    widget.destroy();
    expect(target.innerHTML).toBe('<p>before</p>');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('takes an element as well as a selector, and says which selector matched nothing', async () => {
    await mount({}, target);
    expect(target.querySelector('[data-verbatim-widget]')).toBeTruthy();
    expect(() => new Uploader({ publishableKey: 'vbpk_test', client: api }).mount('#missing')).toThrow(/no element matches "#missing"/);
    expect(() => new Uploader({ publishableKey: '' })).toThrow(/publishable key/);
  });

  it('opens the file picker from the keyboard (Enter and Space) and by click', async () => {
    const { shadow } = await mount();
    const pick = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined);
    const zone = shadow.querySelector<HTMLButtonElement>('[data-action="pick"]') as HTMLButtonElement;
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    zone.focus();
    expect(shadow.activeElement).toBe(zone);
    await user.keyboard('{Enter}');
    expect(pick).toHaveBeenCalledTimes(1);
    await user.keyboard(' ');
    expect(pick).toHaveBeenCalledTimes(2);
    await user.click(zone);
    expect(pick).toHaveBeenCalledTimes(3);
    expect(pick.mock.contexts[0]).toBe(shadow.querySelector('input[type="file"]'));
  });

  it('uploads a chosen file with progress, follows its transcription, and reports both events with the text', async () => {
    const { shadow, body } = await mount();
    const input = shadow.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    const file = mediaFile();
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    fireEvent.change(input);

    expect(api.upload.file).toBe(file);
    expect(api.upload.options.fileName).toBe('interview.mp3');
    api.upload.options.onProgress?.({ loaded: 1_572_864, total: 3_145_728, percent: 50 });
    const bar = body().getByRole('progressbar', { name: 'Upload progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(body().getByText('50% · 1.5 MB of 3 MB')).toBeTruthy();

    api.answers = [transcription({ progress: 30 }), transcription({ status: 'completed', progress: 100, text: 'Hello there.' })];
    api.upload.resolve({ transcriptionId: 'tr_1' });
    await settle();
    expect(events.upload).toEqual([{ transcriptionId: 'tr_1', fileName: 'interview.mp3' }]);
    expect(body().getByText('Transcribing…')).toBeTruthy();

    await vi.advanceTimersByTimeAsync(2_000);
    expect(api.transcriptionCalls).toEqual(['tr_1']);
    expect(body().getByText('Transcribing… 30%')).toBeTruthy();
    // The next question waits a little longer.
    await vi.advanceTimersByTimeAsync(2_000);
    expect(api.transcriptionCalls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(300);
    expect(api.transcriptionCalls).toHaveLength(2);

    expect(events.complete).toEqual([{ transcriptionId: 'tr_1', fileName: 'interview.mp3', status: 'completed', text: 'Hello there.' }]);
    expect(body().getByRole('region', { name: 'Transcript' }).textContent).toBe('Hello there.');
    expect(vi.getTimerCount()).toBe(0);

    fireEvent.click(body().getByRole('button', { name: 'Transcribe another file' }));
    expect(body().getByRole('button', { name: /Choose a file/ })).toBeTruthy();
  });

  it('takes a dropped file and shows the drop zone as active while dragging', async () => {
    const { shadow, body } = await mount();
    const zone = shadow.querySelector('[data-action="pick"]') as HTMLElement;
    fireEvent.dragEnter(zone, { dataTransfer: { files: [], dropEffect: 'none' } });
    expect(body().getByRole('button', { name: /Drop the file to upload it/ })).toBeTruthy();
    fireEvent.dragLeave(zone, { dataTransfer: { files: [] } });
    expect(body().getByRole('button', { name: /Choose a file/ })).toBeTruthy();
    drop(shadow, mediaFile('talk.webm', 1000, 'video/webm'));
    expect(api.pending).toHaveLength(1);
    expect(body().getByText('talk.webm')).toBeTruthy();
  });

  it('refuses a file over the key’s limit before sending it', async () => {
    const { shadow, body } = await mount();
    drop(shadow, mediaFile('huge.mp4', TEST_CONFIG.maxFileBytes + 1, 'video/mp4'));
    expect(api.pending).toEqual([]);
    expect(body().getByText('This file is too large. The limit is 50 MB.')).toBeTruthy();
    expect(events.error.map((error) => error.code)).toEqual(['PAYLOAD_TOO_LARGE']);
    fireEvent.click(body().getByRole('button', { name: 'Dismiss' }));
    expect(body().queryByText(/too large/)).toBeNull();
  });

  it('cancels an upload: back to the drop zone, without an error', async () => {
    const { shadow, body } = await mount();
    drop(shadow, mediaFile());
    const { signal } = api.upload.options;
    fireEvent.click(body().getByRole('button', { name: 'Cancel upload' }));
    expect(signal?.aborted).toBe(true);
    await settle();
    expect(body().getByRole('button', { name: /Choose a file/ })).toBeTruthy();
    expect(events.error).toEqual([]);
  });

  it.each([
    [
      new ApiError('429: x', 429, 'KEY_DAILY_LIMIT', 'x'),
      'KEY_DAILY_LIMIT',
      'This site has used today’s transcription allowance. Please try again tomorrow.',
    ],
    [new ApiError('429: x', 429, 'RATE_LIMITED', 'x'), 'RATE_LIMITED', 'Too many requests just now. Please wait a moment and try again.'],
    [
      new ApiError('403: x', 403, 'SUBSCRIPTION_REQUIRED', 'x'),
      'SUBSCRIPTION_REQUIRED',
      'Transcription is not available on this site at the moment.',
    ],
    [
      new ApiError('401: x', 401, 'PUBLISHABLE_KEY_INVALID', 'x'),
      'PUBLISHABLE_KEY_INVALID',
      'This widget’s key is not valid. Please tell the site’s owner.',
    ],
    [
      new ApiError('403: x', 403, 'PUBLISHABLE_KEY_REFUSED', 'x'),
      'PUBLISHABLE_KEY_REFUSED',
      'This site is not allowed to use this widget. Please tell the site’s owner.',
    ],
    [new ApiError('413: x', 413, 'PAYLOAD_TOO_LARGE', 'x'), 'PAYLOAD_TOO_LARGE', 'This file is too large. The limit is 50 MB.'],
    [new UploadError('INVALID_FILE_TYPE', 'x'), 'INVALID_FILE_TYPE', 'Only audio and video files can be transcribed.'],
    [new UploadError('EMPTY_FILE', 'x'), 'EMPTY_FILE', 'This file is empty.'],
    [
      new NetworkError('Network error: Failed to fetch'),
      'NETWORK',
      'Could not reach Verbatim. Check your connection; if this keeps happening, this site may not be allowed to use this widget.',
    ],
  ])('words a failed upload for the visitor (%s)', async (failure, code, message) => {
    const { shadow, body } = await mount();
    drop(shadow, mediaFile());
    api.upload.reject(failure);
    await settle();
    expect(body().getByText(message)).toBeTruthy();
    expect(events.error).toEqual([{ code, message, cause: failure }]);
    // The drop zone is back, to try another file.
    expect(body().getByRole('button', { name: /Choose a file/ })).toBeTruthy();
  });

  it('words errors in the visitor’s language, with the page’s overrides', async () => {
    const { shadow, body } = await mount({ locale: 'es-ES', strings: { errorEmpty: '¡Ese archivo no tiene nada!' } });
    expect(body().getByRole('button', { name: /Elige un archivo o suéltalo aquí/ })).toBeTruthy();
    drop(shadow, mediaFile());
    api.upload.reject(new NetworkError('offline'));
    await settle();
    expect(body().getByText(/No se pudo conectar con Verbatim/)).toBeTruthy();
    drop(shadow, mediaFile());
    api.pending[1]?.reject(new UploadError('EMPTY_FILE', 'x'));
    await settle();
    expect(body().getByText('¡Ese archivo no tiene nada!')).toBeTruthy();
  });

  it('shows a message instead of the controls when the key does not allow the uploader', async () => {
    api.config = { ...TEST_CONFIG, widgets: ['recorder'] };
    const { body } = await mount();
    expect(body().getByText('This site is not set up to use the Verbatim uploader.')).toBeTruthy();
    expect(body().queryByRole('button')).toBeNull();
    expect(events.error.map((error) => error.code)).toEqual(['WIDGET_NOT_ALLOWED']);
  });

  it('says when the key’s minutes for today are used up', async () => {
    api.config = { ...TEST_CONFIG, minutesLeftToday: 0 };
    const { body } = await mount();
    expect(body().getByText(/used today’s transcription allowance/)).toBeTruthy();
    expect(body().queryByRole('button')).toBeNull();
  });

  it('offers Try again when the API could not be reached (offline, or an origin the key refuses)', async () => {
    api.config = new NetworkError('Network error: Failed to fetch');
    const { body } = await mount();
    expect(body().getByText(/this site may not be allowed to use this widget/)).toBeTruthy();
    api.config = TEST_CONFIG;
    fireEvent.click(body().getByRole('button', { name: 'Try again' }));
    await settle();
    expect(api.configCalls).toBe(2);
    expect(body().getByRole('button', { name: /Choose a file/ })).toBeTruthy();
  });

  it('reports a failed transcription, without text', async () => {
    const { shadow, body } = await mount();
    drop(shadow, mediaFile());
    api.answers = [transcription({ status: 'failed', errorMessage: 'No speech found', text: 'never shown' })];
    api.upload.resolve({ transcriptionId: 'tr_9' });
    await settle();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(events.complete).toEqual([{ transcriptionId: 'tr_9', fileName: 'interview.mp3', status: 'failed', text: null }]);
    expect(body().getByText('The transcription failed.')).toBeTruthy();
  });

  it('keeps asking through a network blip, and stops when destroyed', async () => {
    const { widget, shadow } = await mount();
    drop(shadow, mediaFile());
    api.answers = [new NetworkError('blip'), transcription({ progress: 10 })];
    api.upload.resolve({ transcriptionId: 'tr_1' });
    await settle();
    await vi.advanceTimersByTimeAsync(2_000);
    await vi.advanceTimersByTimeAsync(2_300);
    expect(api.transcriptionCalls).toHaveLength(2);
    expect(events.error).toEqual([]);
    widget.destroy();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.transcriptionCalls).toHaveLength(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('aborts an upload under way when destroyed', async () => {
    const { widget, shadow } = await mount();
    drop(shadow, mediaFile());
    const { signal } = api.upload.options;
    widget.destroy();
    expect(signal?.aborted).toBe(true);
    expect(target.children).toHaveLength(0);
  });

  it('survives a page callback that throws', async () => {
    const reportError = vi.fn();
    vi.stubGlobal('reportError', reportError);
    const { shadow, body } = await mount({
      onUpload: () => {
        throw new Error('page bug');
      },
    });
    drop(shadow, mediaFile());
    api.answers = [transcription({ status: 'completed', text: 'ok' })];
    api.upload.resolve({ transcriptionId: 'tr_1' });
    await settle();
    expect(reportError).toHaveBeenCalledWith(new Error('page bug'));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(body().getByText('ok')).toBeTruthy();
    vi.unstubAllGlobals();
  });

  it('follows the theme option, and auto by default', async () => {
    const { shadow } = await mount({ theme: 'dark' });
    expect(shadow.querySelector('.vb-root')?.classList.contains('vb-theme-dark')).toBe(true);
    const other = document.createElement('div');
    document.body.appendChild(other);
    const widget = new Uploader({ publishableKey: 'vbpk_test', client: api }).mount(other);
    widgets.push(widget);
    expect(other.querySelector('[data-verbatim-widget]')?.shadowRoot?.querySelector('.vb-theme-auto')).toBeTruthy();
  });
});
