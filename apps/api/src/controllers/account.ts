import { endpoints } from '@verbatim/core-sdk/contracts';
import { handle, type MountedEndpoint } from '../http/endpoint';
import type { HttpContext } from '../http/types';
import { hashToken } from '../lib/tokens';
import { updateProfile } from '../services/account/update-profile';
import { changePassword } from '../services/auth/change-password';
import { listInvoices } from '../services/billing/list-invoices';
import { getUserPreferences } from '../services/preferences/get-user-preferences';
import { updateUserPreferences } from '../services/preferences/update-user-preferences';
import { endOtherSessions } from '../services/sessions/end-other-sessions';
import { listSpeechLanguages } from '../services/speech/list-speech-languages';
import { presentUser } from '../services/users/present-user';

/** The session the request came with (the token's hash, as sessions are stored): the one that stays signed in. */
function currentSessionId(ctx: HttpContext): string {
  // A `user` endpoint is reached only with a session: publishable keys are refused before this runs.
  return hashToken(ctx.state.sessionToken ?? '');
}

const sessionsEndedMessage = (count: number) =>
  count === 0 ? 'You were not signed in anywhere else.' : `Signed out of ${count} other ${count === 1 ? 'session' : 'sessions'}.`;

/** The signed-in person's own account: profile, preferences, password and other sessions. */
export const accountEndpoints: MountedEndpoint[] = [
  handle(endpoints.updateProfile, async ({ user, body }, ctx) => presentUser(ctx.deps, await updateProfile(ctx.deps, user, body))),
  handle(endpoints.getPreferences, ({ user }, ctx) => getUserPreferences(ctx.deps.db, user.id)),
  handle(endpoints.updatePreferences, ({ user, body }, ctx) => updateUserPreferences(ctx.deps, user.id, body)),
  handle(endpoints.listInvoices, ({ user }, ctx) => listInvoices(ctx.deps, user.id)),
  handle(endpoints.listSpeechLanguages, (_request, ctx) => listSpeechLanguages(ctx.deps.speech)),
  handle(endpoints.changePassword, async ({ user, body }, ctx) => {
    const ended = await changePassword(ctx.deps, user, currentSessionId(ctx), body, ctx.ip || null);
    const others = ended > 0 ? ` ${sessionsEndedMessage(ended)}` : '';
    return { message: `Your password has been changed.${others}`, endedSessions: ended };
  }),
  handle(endpoints.endOtherSessions, async ({ user }, ctx) => {
    const ended = await endOtherSessions(ctx.deps, user, currentSessionId(ctx));
    return { message: sessionsEndedMessage(ended), endedSessions: ended };
  }),
];
