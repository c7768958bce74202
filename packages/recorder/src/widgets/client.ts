import { createWidgetClient as createSdkWidgetClient } from '@verbatim/core-sdk';
import type { WidgetConfig, WidgetKind, WidgetTranscription } from '@verbatim/core-sdk/contracts';
import type { RecordingUploads } from '../live-recording-upload';

export interface WidgetCallOptions {
  signal?: AbortSignal;
}

export interface WidgetUploadOptions {
  fileName?: string;
  onProgress?: (progress: { loaded: number; total: number; percent: number }) => void;
  signal?: AbortSignal;
}

/** The part of the SDK client the widgets use; the SDK's client in publishable-key mode satisfies it. */
export interface WidgetClient {
  widget: {
    config(options?: WidgetCallOptions): Promise<WidgetConfig>;
    transcription(id: string, options?: WidgetCallOptions): Promise<WidgetTranscription>;
  };
  uploads: RecordingUploads & {
    upload(file: Blob, options?: WidgetUploadOptions): Promise<{ transcriptionId: string }>;
  };
}

/** The SDK's widget client: the publishable key and the widget's name on every request, never the visitor's cookies. */
export function createWidgetClient(endpoint: string, publishableKey: string, kind: WidgetKind): WidgetClient {
  return createSdkWidgetClient({ baseUrl: endpoint, publishableKey, widget: kind });
}
