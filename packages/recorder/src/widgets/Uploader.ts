import type { WidgetConfig } from '@verbatim/core-sdk/contracts';
import { widgetError } from './errors';
import type { UploaderOptions } from './types';
import type { WidgetEvent } from './view/host';
import { initialUploaderState, renderUploader, type UploaderViewState } from './view/uploader-view';
import { WidgetBase } from './widget-base';

/**
 * The embeddable uploader: a drop zone that is also a button opening the file picker, progress while the file goes
 * (large files resume), then the transcription followed to its end.
 *
 * ```js
 * new Verbatim.Uploader({ publishableKey: 'vbpk_…', onComplete: (e) => console.log(e.text) }).mount('#upload');
 * ```
 */
export class Uploader extends WidgetBase<UploaderViewState> {
  #upload: AbortController | null = null;
  // dragenter and dragleave fire for every child crossed; the zone is left when they balance out.
  #dragDepth = 0;

  constructor(options: UploaderOptions) {
    super('uploader', options, initialUploaderState);
  }

  /** Sends a file as if it had been dropped (for pages with their own file input). Ignored unless the uploader is idle. */
  upload(file: File): void {
    void this.#send(file);
  }

  protected view(state: UploaderViewState): HTMLElement {
    return renderUploader(state, this.context);
  }

  protected ready(config: WidgetConfig): void {
    this.setState({ phase: 'idle', maxFileBytes: config.maxFileBytes, error: null });
  }

  protected teardown(): void {
    this.#upload?.abort();
    this.#upload = null;
  }

  protected onViewEvent({ event, action, element }: WidgetEvent): void {
    switch (event.type) {
      case 'click':
        this.#click(action);
        return;
      case 'change':
        if (action === 'file' && element instanceof HTMLInputElement) {
          const file = element.files?.[0];
          // Cleared, so that choosing the same file again (after an error) is a change too.
          element.value = '';
          if (file) void this.#send(file);
        }
        return;
      case 'dragenter':
      case 'dragover':
      case 'dragleave':
      case 'drop':
        this.#drag(event as DragEvent);
        return;
    }
  }

  #click(action: string | null) {
    switch (action) {
      case 'pick':
        this.shadowRoot?.querySelector<HTMLInputElement>('input[type="file"]')?.click();
        return;
      case 'cancel':
        this.#upload?.abort();
        return;
      case 'dismiss':
        this.setState({ error: null });
        return;
      case 'again':
        this.setState({ phase: 'idle', fileName: null, progress: null, transcriptionPercent: null, result: null, error: null });
        return;
      case 'retry':
        void this.loadConfig();
        return;
    }
  }

  #drag(event: DragEvent) {
    // Only an idle uploader takes a drop; anywhere else the browser's own handling (none for a file) stays.
    if (this.state.phase !== 'idle') return;
    event.preventDefault();
    if (event.type === 'drop') {
      this.#dragDepth = 0;
      this.setState({ dragging: false });
      const file = event.dataTransfer?.files?.[0];
      if (file) void this.#send(file);
      return;
    }
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    if (event.type === 'dragenter') this.#dragDepth += 1;
    if (event.type === 'dragleave') this.#dragDepth = Math.max(0, this.#dragDepth - 1);
    const dragging = event.type === 'dragover' || this.#dragDepth > 0;
    if (dragging !== this.state.dragging) this.setState({ dragging });
  }

  async #send(file: File): Promise<void> {
    if (this.state.phase !== 'idle' || this.destroyed) return;
    const maxFileBytes = this.config?.maxFileBytes;
    if (maxFileBytes !== undefined && file.size > maxFileBytes) {
      const tooLarge = widgetError('PAYLOAD_TOO_LARGE', this.wording);
      this.setState({ error: { message: tooLarge.message } });
      this.reportError(tooLarge);
      return;
    }
    const controller = new AbortController();
    this.#upload = controller;
    this.setState({
      phase: 'uploading',
      fileName: file.name,
      progress: { loaded: 0, total: file.size, percent: 0 },
      result: null,
      error: null,
    });
    try {
      const { transcriptionId } = await this.client.uploads.upload(file, {
        fileName: file.name,
        signal: controller.signal,
        onProgress: (progress) => {
          if (this.#upload === controller) this.setState({ progress });
        },
      });
      if (this.#upload !== controller) return;
      this.#upload = null;
      this.follow(transcriptionId, file.name);
    } catch (error) {
      if (this.#upload !== controller) return;
      this.#upload = null;
      this.fail(error, { phase: 'idle', progress: null });
    }
  }
}
