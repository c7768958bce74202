import type { WidgetConfig } from '@verbatim/core-sdk/contracts';
import { createLiveRecording, type LiveRecording, recoverRecordings } from '../live-recording-upload';
import {
  type DisplayMediaLike,
  type MediaRecorderConstructorLike,
  MediaRecorderDriver,
  type MediaStreamLike,
  type RecordingSinkInit,
} from '../media-recorder-driver';
import { createRecorderMachine, type RecorderMachine, type RecorderSnapshot } from '../recorder-machine';
import { openRecordingStore, type RecordingStore } from '../recording-store';
import { recorderWidgetError } from './errors';
import { formatDateTime, formatLimit } from './format';
import { fill } from './strings';
import type { WidgetOptions } from './types';
import type { WidgetEvent } from './view/host';
import { initialRecorderState, type RecorderPhase, type RecorderViewState, renderRecorder } from './view/recorder-view';
import { WidgetBase } from './widget-base';

/** Where the widget keeps recordings on the visitor's device: apart from the Verbatim app's own, should both share an origin. */
export const WIDGET_RECORDING_DB_NAME = 'verbatim-widget-recordings';

export interface RecorderOptions extends WidgetOptions {
  /** @internal The browser's media APIs, replaced in tests; both or neither. */
  media?: { mediaDevices: DisplayMediaLike<MediaStreamLike>; MediaRecorder: MediaRecorderConstructorLike<MediaStreamLike> };
  /** @internal Opens the store recordings are kept in (tests pass fake-indexeddb's). */
  openStore?: () => Promise<RecordingStore>;
}

/** The phases the widget runs itself, after the recorder machine's part is over. */
const OWN_PHASES: readonly RecorderPhase[] = ['sending', 'transcribing', 'done'];

function browserCanRecord(): boolean {
  return typeof globalThis.navigator?.mediaDevices?.getDisplayMedia === 'function' && typeof globalThis.MediaRecorder === 'function';
}

function recordingFileName(mimeType: string, now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ${pad(now.getHours())}.${pad(now.getMinutes())}`;
  return `Screen recording ${stamp}.${/mp4/i.test(mimeType) ? 'mp4' : 'webm'}`;
}

/**
 * The embeddable screen recorder: choose a tab or the screen, with or without audio; pause, resume, stop; preview;
 * then "Transcribe recording". Each second of the recording is kept on the visitor's device and sent while it is made,
 * so a reload or a crash loses nothing: the next time the widget loads, it offers what was left.
 *
 * ```js
 * new Verbatim.Recorder({ publishableKey: 'vbpk_…', onComplete: (e) => console.log(e.transcriptionId) }).mount('#rec');
 * ```
 */
export class Recorder extends WidgetBase<RecorderViewState> {
  readonly #options: RecorderOptions;
  #machine: RecorderMachine | null = null;
  #driver: MediaRecorderDriver<MediaStreamLike> | null = null;
  #unsubscribe: (() => void) | null = null;
  #store: RecordingStore | null = null;
  #live: LiveRecording | null = null;
  #unsubscribeLive: (() => void) | null = null;
  /** A recording found after a reload, shown as stopped while the machine itself is idle. */
  #recovered = false;
  #preview: { blob: Blob; url: string } | null = null;
  #memoryUpload: AbortController | null = null;
  #lastError: RecorderSnapshot['error'] = null;

  constructor(options: RecorderOptions) {
    super('recorder', options, initialRecorderState);
    this.#options = options;
  }

  protected view(state: RecorderViewState): HTMLElement {
    return renderRecorder(state, this.context);
  }

  protected async ready(config: WidgetConfig): Promise<void> {
    if (!this.#options.media && !browserCanRecord()) {
      this.setState({ phase: 'unsupported', error: null });
      return;
    }
    // Without IndexedDB (some private modes) the recording is kept in memory and sent at the end instead.
    const open = this.#options.openStore ?? (() => openRecordingStore(undefined, { name: WIDGET_RECORDING_DB_NAME }));
    const store = await open().catch(() => null);
    if (this.destroyed) {
      store?.close();
      return;
    }
    this.#store = store;
    if (!this.#driver) this.#makeDriver(config.recordingLimitMs);
    this.setState({ phase: 'idle', limitMs: config.recordingLimitMs, error: null });
    if (store) await this.#recover(store);
  }

  protected teardown(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    this.#memoryUpload?.abort();
    this.#driver?.destroy();
    this.#machine?.dispose();
    this.#driver = null;
    this.#machine = null;
    this.#releasePreview();
    // Kept on the device, not discarded: the next visit offers it (a recording outlives the widget that made it). The
    // store closes once the chunks already handed over are in it.
    const store = this.#store;
    this.#store = null;
    void this.#dropLive(false).finally(() => store?.close());
  }

  protected onViewEvent({ event, action, element }: WidgetEvent): void {
    if (event.type === 'change' && element instanceof HTMLInputElement) {
      if (action === 'source' && (element.value === 'tab' || element.value === 'screen')) this.setState({ source: element.value });
      if (action === 'audio') this.setState({ audio: element.checked });
      return;
    }
    if (event.type !== 'click') return;
    switch (action) {
      case 'start':
        this.setState({ error: null, notice: null });
        this.#lastError = null;
        void this.#driver?.start({ source: this.state.source, audio: this.state.audio });
        return;
      case 'pause':
        this.#driver?.pause();
        return;
      case 'resume':
        this.#driver?.resume();
        return;
      case 'stop':
        this.#driver?.stop();
        return;
      case 'send':
        void this.#send();
        return;
      case 'discard':
        void this.#discard();
        return;
      case 'again':
        this.#driver?.reset();
        this.setState({ phase: 'idle', elapsedMs: 0, sent: null, notice: null, transcriptionPercent: null, result: null, error: null });
        return;
      case 'dismiss':
        this.setState({ error: null });
        return;
      case 'retry':
        void this.loadConfig();
        return;
    }
  }

  #makeDriver(limitMs: number | null) {
    const machine = createRecorderMachine({ limitMs });
    const store = this.#store;
    const media = this.#options.media;
    this.#machine = machine;
    this.#driver = new MediaRecorderDriver<MediaStreamLike>({
      machine,
      ...(media ? { mediaDevices: media.mediaDevices, MediaRecorder: media.MediaRecorder } : {}),
      ...(store ? { sink: (init: RecordingSinkInit) => this.#startLive(store, init) } : {}),
    });
    this.#unsubscribe = machine.subscribe((snapshot) => this.#follow(snapshot));
  }

  #startLive(store: RecordingStore, init: RecordingSinkInit): LiveRecording {
    this.#dropLive(false);
    const live = createLiveRecording({
      store,
      uploads: this.client.uploads,
      fileName: recordingFileName(init.mimeType, new Date()),
      mimeType: init.mimeType,
    });
    this.#watchLive(live);
    return live;
  }

  #watchLive(live: LiveRecording) {
    this.#live = live;
    this.#unsubscribeLive = live.subscribe((status) => {
      if (this.#live === live)
        this.setState({ online: status.online, sent: { loaded: status.bytesUploaded, total: status.bytesRecorded } });
    });
  }

  /** Lets go of the live recording: deleted when discarded, otherwise closed and left on the device. */
  #dropLive(discard: boolean): Promise<void> {
    const live = this.#live;
    this.#unsubscribeLive?.();
    this.#unsubscribeLive = null;
    this.#live = null;
    if (!live) return Promise.resolve();
    if (discard) return live.discard().catch(() => undefined);
    return live.close().catch(() => undefined);
  }

  // The machine's snapshot, shown while the machine has the say (not once the recording is being sent).
  #follow(snapshot: RecorderSnapshot) {
    if (snapshot.status === 'recording' || snapshot.status === 'paused' || snapshot.status === 'stopping') {
      this.#live?.setDurationMs(snapshot.elapsedMs);
    }
    if (OWN_PHASES.includes(this.state.phase)) return;
    if (this.#recovered && snapshot.status === 'idle') return;
    if (snapshot.status !== 'idle') this.#recovered = false;
    const patch: Partial<RecorderViewState> = {
      // To the second, as shown: the machine ticks four times a second, the view needs to change once.
      elapsedMs: Math.floor(snapshot.elapsedMs / 1000) * 1000,
      nearLimit: snapshot.nearLimit,
      limitMs: snapshot.limitMs,
    };
    if (snapshot.status === 'error') {
      patch.phase = 'idle';
      if (snapshot.error && snapshot.error !== this.#lastError) {
        const error = recorderWidgetError(snapshot.error.code, this.wording, snapshot.error.cause);
        patch.error = { message: error.message };
        this.reportError(error);
      }
      this.#lastError = snapshot.error;
    } else {
      patch.phase = snapshot.status;
    }
    if (snapshot.status === 'stopped' && snapshot.preview) {
      patch.previewUrl = this.#previewUrl(snapshot.preview.blob);
      patch.notice =
        snapshot.stopReason === 'limit-reached' && snapshot.limitMs !== null
          ? fill(this.strings.limitReached, { limit: formatLimit(snapshot.limitMs, this.context.locale) })
          : null;
    }
    if (snapshot.status === 'idle' || snapshot.status === 'requesting') {
      this.#releasePreview();
      patch.previewUrl = null;
    }
    this.setState(patch);
  }

  async #recover(store: RecordingStore) {
    let found: Awaited<ReturnType<typeof recoverRecordings>>;
    try {
      found = await recoverRecordings({ store, uploads: this.client.uploads });
    } catch {
      return;
    }
    const newest = found[0];
    if (!newest || this.destroyed || this.state.phase !== 'idle') return;
    let live: LiveRecording;
    let blob: Blob;
    try {
      live = await newest.resume();
      blob = await live.blob();
    } catch {
      return;
    }
    if (this.destroyed || this.state.phase !== 'idle') {
      void live.close();
      return;
    }
    this.#recovered = true;
    this.#watchLive(live);
    this.setState({
      phase: 'stopped',
      elapsedMs: newest.durationMs,
      previewUrl: this.#previewUrl(blob),
      notice: fill(this.strings.recovered, { date: formatDateTime(newest.createdAt, this.context.locale) }),
      error: null,
    });
  }

  #previewUrl(blob: Blob): string | null {
    if (this.#preview?.blob === blob) return this.#preview.url;
    this.#releasePreview();
    if (typeof URL.createObjectURL !== 'function') return null;
    const url = URL.createObjectURL(blob);
    this.#preview = { blob, url };
    return url;
  }

  #releasePreview() {
    if (this.#preview && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(this.#preview.url);
    this.#preview = null;
  }

  async #send(): Promise<void> {
    if (this.state.phase !== 'stopped') return;
    const live = this.#live;
    this.setState({ phase: 'sending', error: null });
    try {
      let result: { transcriptionId: string };
      let fileName: string;
      if (live) {
        fileName = live.fileName;
        result = await live.transcribe();
      } else {
        // No store: the recording is in memory, and goes now as one file.
        const preview = this.#machine?.getSnapshot().preview;
        if (!preview) throw new Error('There is no recording to send.');
        fileName = recordingFileName(preview.mimeType, new Date());
        const controller = new AbortController();
        this.#memoryUpload = controller;
        result = await this.client.uploads.upload(new Blob([preview.blob], { type: preview.mimeType }), {
          fileName,
          signal: controller.signal,
          onProgress: ({ loaded, total }) => this.setState({ sent: { loaded, total } }),
        });
        this.#memoryUpload = null;
      }
      if (this.destroyed) return;
      if (this.#live === live) this.#dropLive(false);
      this.#recovered = false;
      this.#driver?.reset();
      this.#releasePreview();
      this.setState({ previewUrl: null, notice: null, elapsedMs: 0 });
      this.follow(result.transcriptionId, fileName);
    } catch (error) {
      this.#memoryUpload = null;
      // The recording stays, on the device and (mostly) on the server: "Transcribe recording" tries again.
      this.fail(error, { phase: 'stopped' });
    }
  }

  async #discard(): Promise<void> {
    const discarding = this.#dropLive(true);
    this.#recovered = false;
    this.#driver?.reset();
    this.#releasePreview();
    this.setState({ phase: 'idle', previewUrl: null, elapsedMs: 0, sent: null, notice: null, error: null });
    await discarding;
  }
}
