import type { WidgetKind } from '@verbatim/core-sdk/contracts';
import type { PublishableKeyModel } from '../../models/publishable-key';
import type { UserModel } from '../../models/user';

/**
 * A request made by a widget with a verified publishable key: the key, its owner (the caller, charged for it), the
 * widget that sent it and the page origin it came from (one of the key's own).
 */
export interface WidgetCaller {
  key: PublishableKeyModel;
  owner: UserModel;
  widget: WidgetKind;
  origin: string;
}
