import { endpoints } from '@verbatim/core-sdk/contracts';
import { handle } from '../http/endpoint';
import { requireWidget } from '../http/require-widget';
import { getWidgetConfig } from '../services/publishable-keys/get-widget-config';
import { getWidgetTranscription } from '../services/publishable-keys/get-widget-transcription';
import { readWidgetScript } from '../services/publishable-keys/read-widget-script';

/**
 * Short, so that a fixed bundle reaches every embedding site within minutes; the ETag lets caches check for a new
 * build cheaply.
 */
const SCRIPT_CACHE = 'public, max-age=300';

/** What embedded widgets call with their publishable key, and the script that embeds them. */
export const widgetEndpoints = [
  handle(endpoints.getWidgetConfig, (_, ctx) => getWidgetConfig(ctx.deps, requireWidget(ctx))),
  handle(endpoints.getWidgetTranscription, ({ params }, ctx) => getWidgetTranscription(ctx.deps.db, requireWidget(ctx), params.id)),
  handle(endpoints.widgetScript, async (_, ctx) => {
    const script = await readWidgetScript(ctx.deps.config.widgetScriptPath);
    // Loaded by <script> tags on other sites: helmet's same-origin resource policy would have browsers block it. No
    // credentials travel with it and it holds nothing private, so any origin may read it.
    ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
    ctx.set('Access-Control-Allow-Origin', '*');
    ctx.set('Cache-Control', SCRIPT_CACHE);
    ctx.set('ETag', script.etag);
    ctx.type = 'text/javascript; charset=utf-8';
    ctx.body = script.body;
    return undefined;
  }),
];
