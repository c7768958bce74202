import { NotFoundError } from '../../errors/app-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Another user's visit, or an id that is none, answers the same 404. */
export class AnalyticsSessionNotFoundError extends NotFoundError {
  constructor() {
    super('There is no such visit.');
  }
}

/** Whether a session id can be looked up at all (a malformed one is refused before it reaches the database). */
export function checkSessionId(sessionId: string): void {
  if (!UUID.test(sessionId)) throw new AnalyticsSessionNotFoundError();
}
