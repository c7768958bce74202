import { WIDGET_HEADER, type WidgetKind } from './contracts/constants';
import type { ClientOptions } from './http';
import { createHttp } from './http';
import { withKeyUploadPaths } from './publishable-key-options';
import { widgetResource } from './resources/widget';
import { type UploadsClientOptions, uploadsResource } from './uploads';

export interface WidgetClientOptions extends ClientOptions, UploadsClientOptions {
  /** The site owner's publishable key (`vbpk_…`). */
  publishableKey: string;
  /** Which widget is calling; sent on every request, and refused where the key does not allow it. */
  widget: WidgetKind;
}

/**
 * The client an embedded widget needs and nothing more: what a publishable key may call (uploads and `widget`), without
 * the resources, sockets and queues of `createClient`, so that a script-tag bundle stays small.
 */
export function createWidgetClient({ widget, ...given }: WidgetClientOptions) {
  const options = withKeyUploadPaths({ ...given, headers: { ...given.headers, [WIDGET_HEADER]: widget } });
  const http = createHttp(options);
  return { widget: widgetResource(http), uploads: uploadsResource(http, options) };
}
export type WidgetClient = ReturnType<typeof createWidgetClient>;
