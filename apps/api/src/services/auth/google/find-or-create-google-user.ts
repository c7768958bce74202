import type { AppContext } from '../../../context';
import { isUniqueViolation } from '../../../lib/database-errors';
import { UserModel } from '../../../models/user';
import { FREE_DAILY_TRANSCRIPTIONS } from '../../users/plans';
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

async function fillMissingPicture(ctx: AppContext, user: UserModel, profile: GoogleProfile): Promise<UserModel> {
  if (user.profileImageUrl || !profile.pictureUrl) return user;
  return user.$query(ctx.db).patchAndFetch({ profileImageUrl: profile.pictureUrl });
}

async function findOrLink(ctx: AppContext, profile: GoogleProfile): Promise<{ user: UserModel; outcome: GoogleUserOutcome } | null> {
  const bySubject = await UserModel.query(ctx.db).findOne({ googleSubject: profile.subject });
  if (bySubject) return { user: await fillMissingPicture(ctx, bySubject, profile), outcome: 'signed-in' };

  const byEmail = await UserModel.query(ctx.db).findOne({ email: profile.email });
  if (!byEmail) return null;
  if (byEmail.googleSubject) {
    // Another Google account already owns this Verbatim account; taking it over by e-mail
    // alone would let whoever holds the address now sign in as the original owner.
    throw new GoogleSignInError('google_failed', `account ${byEmail.id} is linked to another Google subject`);
  }
  // The address is verified by Google, so it is the same person as the password account.
  const linked = await byEmail
    .$query(ctx.db)
    .patchAndFetch({ googleSubject: profile.subject, ...(byEmail.profileImageUrl ? {} : { profileImageUrl: profile.pictureUrl }) });
  return { user: linked, outcome: 'linked' };
}

/**
 * The account for a Google identity: the one already linked to it; else the one with its
 * e-mail, which gets linked; else a new free-plan account without a password.
 */
export async function findOrCreateGoogleUser(
  ctx: AppContext,
  profile: GoogleProfile,
): Promise<{ user: UserModel; outcome: GoogleUserOutcome }> {
  const found = await findOrLink(ctx, profile);
  if (found) return found;
  try {
    const user = await UserModel.query(ctx.db).insertAndFetch({
      email: profile.email,
      passwordHash: null,
      googleSubject: profile.subject,
      firstName: profile.firstName,
      lastName: profile.lastName,
      profileImageUrl: profile.pictureUrl,
      role: ctx.config.adminEmails.includes(profile.email) ? 'admin' : 'user',
      subscriptionPlan: 'free',
      trialTranscriptionLimit: FREE_DAILY_TRANSCRIPTIONS,
    });
    return { user, outcome: 'created' };
  } catch (error) {
    // The same person finishing two sign-ins at once, or signing up with a password meanwhile:
    // the unique indexes decide, and the account that won is the one to use.
    if (!isUniqueViolation(error)) throw error;
    const winner = await findOrLink(ctx, profile);
    if (!winner) throw error;
    return winner;
  }
}
