import type { AppDeps } from '../../../deps';
import { isUniqueViolation } from '../../../lib/database-errors';
import { SessionModel } from '../../../models/session';
import { UserModel } from '../../../models/user';
import { announceSessionsEnded } from '../../sessions/end-sessions';
import { FREE_DAILY_TRANSCRIPTIONS } from '../../users/plans';
import { markEmailVerified } from '../email-verification/mark-email-verified';
import { GoogleSignInError } from './google-sign-in-error';

/** What we take from a verified Google ID token. */
export interface GoogleProfile {
  subject: string;
  /** Lower-cased, and verified by Google. */
  email: string;
  firstName: string | null;
  lastName: string | null;
  pictureUrl: string | null;
}

export type GoogleUserOutcome = 'signed-in' | 'linked' | 'created';

async function fillMissingPicture(deps: AppDeps, user: UserModel, profile: GoogleProfile): Promise<UserModel> {
  if (user.profileImageUrl || !profile.pictureUrl) return user;
  return user.$query(deps.db).patchAndFetch({ profileImageUrl: profile.pictureUrl });
}

async function findOrLink(deps: AppDeps, profile: GoogleProfile): Promise<{ user: UserModel; outcome: GoogleUserOutcome } | null> {
  const bySubject = await UserModel.query(deps.db).findOne({ googleSubject: profile.subject });
  if (bySubject) return { user: await fillMissingPicture(deps, bySubject, profile), outcome: 'signed-in' };

  const byEmail = await UserModel.query(deps.db).findOne({ email: profile.email });
  if (!byEmail) return null;
  if (byEmail.googleSubject) {
    // Another Google account already owns this Verbatim account; taking it over by e-mail
    // alone would let whoever holds the address now sign in as the original owner.
    throw new GoogleSignInError('google_failed', `account ${byEmail.id} is linked to another Google subject`);
  }
  const linked = await deps.db.transaction(async (trx) => {
    await UserModel.query(trx)
      .patch({
        googleSubject: profile.subject,
        ...(byEmail.profileImageUrl ? {} : { profileImageUrl: profile.pictureUrl }),
        // Google vouches that this person owns the address. An account that never proved it was perhaps made by
        // someone else, waiting for the owner to arrive: the password they chose stops working and their sessions end.
        // The owner can set a password with "Forgot password".
        ...(byEmail.emailVerifiedAt ? {} : { passwordHash: null }),
      })
      .where('id', byEmail.id);
    if (!byEmail.emailVerifiedAt) {
      await SessionModel.query(trx).delete().where('userId', byEmail.id);
      await announceSessionsEnded(deps, { userId: byEmail.id }, trx);
      await markEmailVerified(deps, trx, byEmail);
    }
    return UserModel.query(trx).findById(byEmail.id).throwIfNotFound();
  });
  return { user: linked, outcome: 'linked' };
}

/**
 * The account for a Google identity: the one already linked to it; else the one with its
 * e-mail, which gets linked; else a new free-plan account without a password.
 */
export async function findOrCreateGoogleUser(
  deps: AppDeps,
  profile: GoogleProfile,
): Promise<{ user: UserModel; outcome: GoogleUserOutcome }> {
  const found = await findOrLink(deps, profile);
  if (found) return found;
  try {
    const user = await UserModel.query(deps.db).insertAndFetch({
      email: profile.email,
      passwordHash: null,
      googleSubject: profile.subject,
      firstName: profile.firstName,
      lastName: profile.lastName,
      profileImageUrl: profile.pictureUrl,
      // Google vouched for the address (only a verified one is accepted), so what it brings is granted at once.
      role: deps.config.adminEmails.includes(profile.email) ? 'admin' : 'user',
      emailVerifiedAt: deps.now(),
      subscriptionPlan: 'free',
      trialTranscriptionLimit: FREE_DAILY_TRANSCRIPTIONS,
    });
    return { user, outcome: 'created' };
  } catch (error) {
    // The same person finishing two sign-ins at once, or signing up with a password meanwhile:
    // the unique indexes decide, and the account that won is the one to use.
    if (!isUniqueViolation(error)) throw error;
    const winner = await findOrLink(deps, profile);
    if (!winner) throw error;
    return winner;
  }
}
