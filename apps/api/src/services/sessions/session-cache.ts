import { LRUCache } from 'lru-cache';
import type { UserModel } from '../../models/user';

/** A signed-in caller as every request sees it: the session's times and its user. */
export interface ResolvedSession {
  session: { id: string; userId: string; lastSeenAt: Date; expiresAt: Date };
  user: UserModel;
}

/**
 * Resolved sessions kept by this process for a moment, so that a signed-in request does not have to read its session
 * and user from the database each time. Whatever ends a session or changes a user forgets it here (on every process,
 * through the events channel), so revocation does not wait for the entry to age out.
 */
export interface SessionCache {
  /** What is kept for this session id, if it is still fresh. */
  get(sessionId: string): ResolvedSession | undefined;
  /**
   * Where the forgetting stands: read it before reading a session from the database, and pass it to `set`, so that a
   * read that started before a session ended or a user changed is not kept.
   */
  generation(): number;
  set(sessionId: string, resolved: ResolvedSession, readAtGeneration: number): void;
  forgetSessions(sessionIds: readonly string[]): void;
  forgetUser(userId: string): void;
  /** Forgets everything: news may have been missed. */
  clear(): void;
}

export interface SessionCacheOptions {
  /** How long an entry is used; 0 keeps nothing. */
  ttlMs: number;
  /** How many sessions at most, least recently used going first. */
  max: number;
}

export function createSessionCache({ ttlMs, max }: SessionCacheOptions): SessionCache {
  // Which sessions each user has here, so that a user's change forgets them all without a scan.
  const byUser = new Map<string, Set<string>>();
  let generation = 0;
  const entries =
    ttlMs > 0
      ? new LRUCache<string, ResolvedSession>({
          max,
          ttl: ttlMs,
          // An expired entry is never handed out (it is checked when read), only kept until it is overwritten.
          ttlAutopurge: false,
          dispose: (resolved, sessionId) => {
            const sessions = byUser.get(resolved.user.id);
            sessions?.delete(sessionId);
            if (sessions?.size === 0) byUser.delete(resolved.user.id);
          },
        })
      : null;
  const forget = (sessionIds: Iterable<string>) => {
    generation++;
    for (const sessionId of [...sessionIds]) entries?.delete(sessionId);
  };
  return {
    get: (sessionId) => entries?.get(sessionId),
    generation: () => generation,
    set(sessionId, resolved, readAtGeneration) {
      if (!entries || readAtGeneration !== generation) return;
      entries.set(sessionId, resolved);
      const sessions = byUser.get(resolved.user.id) ?? new Set<string>();
      sessions.add(sessionId);
      byUser.set(resolved.user.id, sessions);
    },
    forgetSessions: (sessionIds) => forget(sessionIds),
    forgetUser: (userId) => forget(byUser.get(userId) ?? []),
    clear() {
      generation++;
      entries?.clear();
    },
  };
}
