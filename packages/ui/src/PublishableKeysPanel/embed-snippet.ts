import type { WidgetKind } from '@verbatim/core-sdk/contracts';

/** How the widgets are named on screen and in the bundle's global (`Verbatim.Uploader`, `Verbatim.Recorder`). */
export const WIDGET_LABELS: Readonly<Record<WidgetKind, string>> = { uploader: 'Uploader', recorder: 'Recorder' };

/** Where the API serves the widgets' one-file bundle for a `<script>` tag. */
export const WIDGET_SCRIPT_PATH = '/api/widget/v1/verbatim.js';

/**
 * What a site owner pastes into a page to show one widget: a mount point, the bundle from the API's origin, and the
 * widget made with the key. The key goes in a JSON string so that no character of it can end the script.
 */
export function widgetEmbedSnippet(widget: WidgetKind, apiOrigin: string, publishableKey: string): string {
  const origin = apiOrigin.replace(/\/+$/, '');
  const mountId = `verbatim-${widget}`;
  const options = `{ publishableKey: ${JSON.stringify(publishableKey)} }`;
  return [
    `<div id="${mountId}"></div>`,
    `<script src="${origin}${WIDGET_SCRIPT_PATH}"></script>`,
    `<script>new Verbatim.${WIDGET_LABELS[widget]}(${options}).mount("#${mountId}");</script>`,
  ].join('\n');
}
