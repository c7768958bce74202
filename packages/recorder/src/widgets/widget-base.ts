import type { WidgetConfig, WidgetKind, WidgetTranscription } from '@verbatim/core-sdk/contracts';
import { createWidgetClient, type WidgetClient } from './client';
import { type ErrorWording, isTransient, toWidgetError, widgetError } from './errors';
import { pollTranscription } from './poll-transcription';
import { builtInLanguage, resolveStrings, type WidgetStrings } from './strings';
import type { WidgetCompleteEvent, WidgetError, WidgetOptions, WidgetTheme, WidgetUploadEvent } from './types';
import { createWidgetHost, type WidgetEvent, type WidgetHost } from './view/host';
import type { FollowState, ShownError, ViewContext } from './view/parts';

const THEMES: readonly WidgetTheme[] = ['light', 'dark', 'auto'];

/** The phases every widget has: reading the key's config, refused, and following a transcription to its end. */
interface BaseState extends FollowState {
  phase: string;
  error: ShownError | null;
}

/** Hands an event to the page; a page callback that throws is reported, and never breaks the widget. */
function notify<T>(callback: ((event: T) => void) | undefined, event: T) {
  if (!callback) return;
  try {
    callback(event);
  } catch (error) {
    if (typeof globalThis.reportError === 'function') globalThis.reportError(error);
    else console.error(error);
  }
}

/**
 * What both widgets share: `mount` and `destroy` (Uppy's plugin shape), the key's config, the strings, events, and
 * following a transcription until it ends. A subclass renders its state and acts on its view's events.
 */
export abstract class WidgetBase<State extends BaseState> {
  protected state: State;
  protected config: WidgetConfig | null = null;
  protected readonly strings: WidgetStrings;
  protected readonly context: ViewContext;
  /** Aborted on destroy: every request and wait of the widget listens to it. */
  protected readonly lifetime = new AbortController();
  readonly #kind: WidgetKind;
  readonly #options: WidgetOptions;
  #client: WidgetClient | null;
  #host: WidgetHost | null = null;
  #mounted = false;
  #stopPolling: (() => void) | null = null;

  protected constructor(kind: WidgetKind, options: WidgetOptions, initial: State) {
    if (!options || (!options.client && (typeof options.publishableKey !== 'string' || options.publishableKey.trim() === ''))) {
      throw new TypeError(`Verbatim ${kind}: pass your publishable key, e.g. { publishableKey: 'vbpk_…' }.`);
    }
    this.#kind = kind;
    this.#options = options;
    this.#client = options.client ?? null;
    this.state = initial;
    this.strings = resolveStrings(options.locale, options.strings);
    const theme = THEMES.includes(options.theme as WidgetTheme) ? (options.theme as WidgetTheme) : 'auto';
    this.context = { strings: this.strings, locale: options.locale, lang: builtInLanguage(options.locale), theme };
  }

  /** Shows the widget in `target` (an element or a selector) and returns it. A widget is mounted once. */
  mount(target: string | Element): this {
    if (this.#mounted) throw new Error(`Verbatim ${this.#kind}: already mounted; make a new one for another place.`);
    const element = typeof target === 'string' ? document.querySelector(target) : target;
    if (!element) throw new Error(`Verbatim ${this.#kind}: no element matches ${JSON.stringify(target)}.`);
    this.#mounted = true;
    if (this.destroyed) return this;
    this.#host = createWidgetHost(element, (event) => this.onViewEvent(event));
    this.render();
    void this.loadConfig();
    return this;
  }

  /** Removes the widget and stops everything it runs (requests, polling, timers, the camera or screen). Safe to repeat. */
  destroy(): void {
    if (this.destroyed) return;
    this.lifetime.abort();
    this.#stopPolling?.();
    this.#stopPolling = null;
    this.teardown();
    this.#host?.destroy();
    this.#host = null;
  }

  get destroyed(): boolean {
    return this.lifetime.signal.aborted;
  }

  /** The widget's shadow root while mounted (for tests and the curious). */
  protected get shadowRoot(): ShadowRoot | null {
    return this.#host?.shadowRoot ?? null;
  }

  protected get client(): WidgetClient {
    this.#client ??= createWidgetClient(this.#options.endpoint ?? '', this.#options.publishableKey, this.#kind);
    return this.#client;
  }

  protected get wording(): ErrorWording {
    return { strings: this.strings, locale: this.#options.locale, maxFileBytes: this.config?.maxFileBytes ?? null };
  }

  protected setState(patch: Partial<State>): void {
    if (this.destroyed) return;
    const current = this.state as Record<string, unknown>;
    if (Object.entries(patch).every(([key, value]) => Object.is(current[key], value))) return;
    this.state = { ...this.state, ...patch };
    this.render();
  }

  protected render(): void {
    this.#host?.update(this.view(this.state));
  }

  protected abstract view(state: State): HTMLElement;
  protected abstract onViewEvent(event: WidgetEvent): void;
  /** The key allows this widget: show its controls. */
  protected abstract ready(config: WidgetConfig): void | Promise<void>;
  /** Stops what the subclass runs; called once, by destroy. */
  protected abstract teardown(): void;

  /** Reads the key's config (again, after "Try again"), then shows the controls or says why not. */
  protected async loadConfig(): Promise<void> {
    this.setState({ phase: 'loading', error: null } as Partial<State>);
    let config: WidgetConfig;
    try {
      config = await this.client.widget.config({ signal: this.lifetime.signal });
    } catch (error) {
      if (this.destroyed) return;
      const shown = toWidgetError(error, this.wording);
      if (!shown) return;
      this.block(shown, isTransient(shown.code));
      return;
    }
    if (this.destroyed) return;
    this.config = config;
    if (!config.widgets.includes(this.#kind)) {
      const refused = widgetError('WIDGET_NOT_ALLOWED', this.wording);
      this.block(
        { ...refused, message: this.#kind === 'uploader' ? this.strings.notAllowedUploader : this.strings.notAllowedRecorder },
        false,
      );
      return;
    }
    if (config.minutesLeftToday === 0) {
      this.block(widgetError('KEY_DAILY_LIMIT', this.wording), false);
      return;
    }
    await this.ready(config);
  }

  protected block(error: WidgetError, retry: boolean): void {
    this.setState({ phase: 'blocked', error: { message: error.message, retry } } as Partial<State>);
    this.reportError(error);
  }

  protected reportError(error: WidgetError): void {
    notify(this.#options.onError, error);
  }

  /** Shows a failure of the visitor's action in `phase` (null for the visitor's own cancel, which shows nothing). */
  protected fail(error: unknown, patch: Partial<State>): void {
    if (this.destroyed) return;
    const shown = toWidgetError(error, this.wording);
    this.setState({ ...patch, error: shown ? { message: shown.message } : null });
    if (shown) this.reportError(shown);
  }

  /** The file is in: tell the page, then follow its transcription until it completes or fails. */
  protected follow(transcriptionId: string, fileName: string): void {
    if (this.destroyed) return;
    const upload: WidgetUploadEvent = { transcriptionId, fileName };
    this.setState({ phase: 'transcribing', transcriptionPercent: null, result: null, error: null } as Partial<State>);
    notify(this.#options.onUpload, upload);
    this.#stopPolling?.();
    this.#stopPolling = pollTranscription({
      id: transcriptionId,
      get: (id, options) => this.client.widget.transcription(id, options),
      onUpdate: (transcription) => this.setState({ transcriptionPercent: transcription.progress } as Partial<State>),
      onFinished: (transcription: WidgetTranscription) => {
        this.#stopPolling = null;
        const status = transcription.status === 'completed' ? 'completed' : 'failed';
        const text = status === 'completed' ? transcription.text : null;
        this.setState({ phase: 'done', result: { status, text }, error: null } as Partial<State>);
        const complete: WidgetCompleteEvent = { transcriptionId, fileName, status, text };
        notify(this.#options.onComplete, complete);
      },
      onError: (error) => {
        this.#stopPolling = null;
        this.fail(error, { phase: 'done', result: null } as Partial<State>);
      },
    });
  }

  protected stopFollowing(): void {
    this.#stopPolling?.();
    this.#stopPolling = null;
  }
}
