import { PublishableKeyInvalidError } from '../services/publishable-keys/publishable-key-errors';
import type { WidgetCaller } from '../services/publishable-keys/widget-caller';
import type { HttpContext } from './types';

/** The widget calling with a verified publishable key; a request without one is a 401 (widget endpoints take nothing else). */
export function requireWidget(ctx: HttpContext): WidgetCaller {
  if (!ctx.state.publishableKey) throw new PublishableKeyInvalidError('This endpoint is for embedded widgets: send a publishable key.');
  return ctx.state.publishableKey;
}
