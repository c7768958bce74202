import type { Config } from '../../config';

/** Whether a session has passed its idle or its absolute timeout at `now`. */
export function sessionLapsed(
  session: { lastSeenAt: Date | string; expiresAt: Date | string },
  now: Date,
  timeouts: Config['session'],
): boolean {
  const at = now.getTime();
  const idleLapsed = at - new Date(session.lastSeenAt).getTime() > timeouts.idleTimeoutMs;
  const absoluteLapsed = at >= new Date(session.expiresAt).getTime();
  return idleLapsed || absoluteLapsed;
}
