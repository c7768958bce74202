import type { WidgetConfig } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import { subscriptionState } from '../billing/subscription-state';
import { FREE_MAX_RECORDING_SECONDS } from '../users/plans';
import { keyMaxFileBytes, keyMinutesLeftToday } from './key-limits';
import type { WidgetCaller } from './widget-caller';

/**
 * What a widget may do with its key, before it shows itself: the widgets, the largest file, today's minutes left and
 * the longest recording. The recording limit is the owner's plan's (a paid plan in effect has none; otherwise the
 * free plan's); the widget can stop a recording sooner on its own from the minutes left.
 */
export async function getWidgetConfig(deps: AppDeps, caller: WidgetCaller): Promise<WidgetConfig> {
  const now = deps.now();
  const planInEffect = subscriptionState(caller.owner, now).inEffect;
  return {
    widgets: caller.key.widgets,
    maxFileBytes: keyMaxFileBytes(caller.key),
    minutesLeftToday: await keyMinutesLeftToday(deps.db, caller.key, now),
    recordingLimitMs: planInEffect ? null : FREE_MAX_RECORDING_SECONDS * 1000,
    returnText: caller.key.returnText,
  };
}
