import type { EventBus } from '../events/event-bus';
import { createSessionCache, type SessionCache } from './session-cache';

/** Sessions one process keeps at most: far more than it serves in a couple of seconds. */
const MAX_CACHED_SESSIONS = 10_000;

/**
 * The process's session cache, told by the events channel (which every API process hears) when sessions end or a
 * user's row changes, and emptied when that channel was lost for a while, since news may have been missed.
 */
export function watchSessionChanges(events: EventBus, cacheMs: number): { cache: SessionCache; stop: () => void } {
  const cache = createSessionCache({ ttlMs: cacheMs, max: MAX_CACHED_SESSIONS });
  const stopEvents = events.subscribe((event) => {
    if (event.type === 'sessions_ended') {
      if (event.sessionIds) cache.forgetSessions(event.sessionIds);
      else cache.forgetUser(event.userId);
    } else if (event.type === 'user_changed') {
      cache.forgetUser(event.userId);
    }
  });
  const stopResync = events.subscribeResync(() => cache.clear());
  return {
    cache,
    stop() {
      stopEvents();
      stopResync();
      cache.clear();
    },
  };
}
