import { WIDGET_HEADER, type WidgetKind, widgetKinds } from '@verbatim/core-sdk/contracts';
import { UserModel } from '../models/user';
import { authenticatePublishableKey, keyAllowsOrigin } from '../services/publishable-keys/authenticate-publishable-key';
import { originHasActiveKey } from '../services/publishable-keys/origin-has-active-key';
import { PublishableKeyInvalidError, PublishableKeyRefusedError } from '../services/publishable-keys/publishable-key-errors';
import { recordKeyUse } from '../services/publishable-keys/record-key-use';
import type { AppMiddleware } from './types';
import { allowWidgetOrigin, isApiPath } from './widget-cors';

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

const REVOKED = 'This publishable key was revoked: its owner can make a new one in the settings.';
const NO_ORIGIN = 'Publishable keys work only from web pages: this request named no Origin.';
const OWNER_DISABLED = 'The account this publishable key belongs to is disabled.';
const OWNER_BEING_DELETED = 'The account this publishable key belongs to is being deleted.';
const OTHER_ORIGIN = 'This publishable key does not allow this site. Its owner can add the origin to the key in the settings.';

/** The widget a request names in Verbatim-Widget, or null when it names none or one that does not exist. */
function namedWidget(value: string): WidgetKind | null {
  return widgetKinds.find((kind) => kind === value.trim().toLowerCase()) ?? null;
}

/**
 * Verifies the publishable key of a widget's request (`Authorization: Bearer vbpk_…`) before anything else looks at
 * the caller: the key must exist, match its secret and not be revoked (401 PUBLISHABLE_KEY_INVALID); the request must
 * come from one of its origins and name one of its widgets (403 PUBLISHABLE_KEY_REFUSED). A verified request carries
 * CORS headers for its origin, refusals included; a refused origin gets none, and its browser shows nothing of the
 * answer. A request that fails before its origin is checked gets them only where its browser's preflight did (an
 * origin some active key, or the revoked key itself, names), so the widget can say what is wrong. Every check reads
 * the database: revoking a key stops it on the next request.
 */
export const publishableKeyLoader: AppMiddleware = async (ctx, next) => {
  ctx.state.publishableKey = null;
  const presented = BEARER.exec(ctx.get('Authorization'))?.[1];
  // A secret key is the API key loader's (which ran first): it is not a widget's.
  if (presented === undefined || !isApiPath(ctx.path) || ctx.state.apiKey) return next();
  const { db } = ctx.deps;
  const origin = ctx.get('Origin');

  const found = await authenticatePublishableKey(db, presented);
  if (!found.valid) {
    const readable =
      origin !== '' && (found.reason === 'revoked' ? keyAllowsOrigin(found.key, origin) : await originHasActiveKey(db, origin));
    if (readable) allowWidgetOrigin(ctx, origin);
    throw found.reason === 'revoked' ? new PublishableKeyInvalidError(REVOKED) : new PublishableKeyInvalidError();
  }
  const { key } = found;
  if (origin === '') throw new PublishableKeyRefusedError(NO_ORIGIN);
  if (!keyAllowsOrigin(key, origin)) throw new PublishableKeyRefusedError(OTHER_ORIGIN);
  allowWidgetOrigin(ctx, origin);

  const widget = namedWidget(ctx.get(WIDGET_HEADER));
  if (!widget) {
    throw new PublishableKeyRefusedError(`Say which widget is calling in the ${WIDGET_HEADER} header: ${widgetKinds.join(' or ')}.`);
  }
  if (!key.widgets.includes(widget)) throw new PublishableKeyRefusedError(`This publishable key does not allow the ${widget} widget.`);

  const owner = await UserModel.query(db).findById(key.userId);
  if (!owner) throw new PublishableKeyInvalidError();
  // A disabled account's keys stop with its sessions: nothing more may land in it until an admin enables it again.
  if (owner.disabledAt) throw new PublishableKeyInvalidError(OWNER_DISABLED);
  // An account being deleted takes nothing more in: what arrived would only be deleted with it.
  if (owner.deletionScheduledFor) throw new PublishableKeyInvalidError(OWNER_BEING_DELETED);
  await recordKeyUse(db, key, ctx.deps.now());
  ctx.state.publishableKey = { key, owner, widget, origin };
  return next();
};
