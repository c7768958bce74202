export type { WidgetClient } from './client';
export { Recorder, type RecorderOptions, WIDGET_RECORDING_DB_NAME } from './Recorder';
export { WIDGET_LOCALES, type WidgetStrings } from './strings';
export type {
  UploaderOptions,
  WidgetCompleteEvent,
  WidgetConfig,
  WidgetError,
  WidgetErrorCode,
  WidgetKind,
  WidgetOptions,
  WidgetTheme,
  WidgetTranscription,
  WidgetUploadEvent,
} from './types';
export { Uploader } from './Uploader';
export { VERSION } from './version';
