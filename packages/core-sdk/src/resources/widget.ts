import type { WidgetConfig, WidgetTranscription } from '../contracts';
import { routes } from '../contracts/routes';
import type { Http, RequestOptions } from '../http';

/**
 * What an embedded widget asks with its publishable key (a client made with `publishableKey`): what the key allows,
 * and how a transcription it started is getting on. Without a key both answer ApiError 401.
 */
export function widgetResource(http: Http) {
  return {
    /** The widgets, file size, minutes left today and recording length the key allows. */
    config: (o?: RequestOptions): Promise<WidgetConfig> => http.call(routes.getWidgetConfig, {}, o),
    /** A transcription the same key started; its `text` only once completed, and only where the key returns text. */
    transcription: (id: string, o?: RequestOptions): Promise<WidgetTranscription> =>
      http.call(routes.getWidgetTranscription, { params: { id } }, o),
  };
}
export type WidgetResource = ReturnType<typeof widgetResource>;
