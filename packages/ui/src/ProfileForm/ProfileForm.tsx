import { PROFILE_NAME_MAX, type User } from '@verbatim/core-sdk/contracts';
import { Badge } from '../Badge/Badge';
import { CardDescription } from '../Card/Card';
import { FormField } from '../FormField/FormField';
import { UserIcon } from '../Icons/Icons';
import { AppLink } from '../Link/Link';
import { creditsText, freeAllowanceText } from '../lib/credits';
import { hasPaidPlan, planLabel } from '../lib/plan';
import { displayName } from '../lib/user-display';
import { SettingsFormCard, SIGNED_OUT_PLACEHOLDER } from '../SettingsFormCard/SettingsFormCard';
import { useSettingsForm } from '../SettingsFormCard/use-settings-form';
import { UserAvatar } from '../UserAvatar/UserAvatar';

/** What Save Profile sends: the trimmed names, a blank last name as null. */
export interface ProfileChanges {
  firstName: string;
  lastName: string | null;
}

export interface ProfileFormProps {
  /** The signed-in user; null when nobody is signed in (everything is shown disabled, with a way to sign in). */
  user: User | null;
  /** Saves the names; a returned promise keeps the form as typed until it settles. */
  onSave: (changes: ProfileChanges) => void | Promise<void>;
  saving?: boolean;
  /** Where 'Sign in' leads when nobody is signed in. */
  signInHref?: string;
  /** The clock that decides whether a paid plan is still in effect (tests and stories). */
  now?: () => Date;
  className?: string;
}

const FIRST_NAME_REQUIRED = 'First name is required';

/** The names as typed; stored (and compared) trimmed. */
interface Names {
  firstName: string;
  lastName: string;
}

const trimNames = ({ firstName, lastName }: Names): Names => ({ firstName: firstName.trim(), lastName: lastName.trim() });
const requireFirstName = ({ firstName }: Names) => (firstName ? {} : { firstName: FIRST_NAME_REQUIRED });

/** What is left to use, as every screen tells it: today's free transcriptions while no plan is in effect, and the credit balance. */
function allowanceLine(user: User): string {
  const credits = creditsText(user.credits);
  return user.freeAllowance ? `${freeAllowanceText(user.freeAllowance)} · ${credits}` : credits;
}

/**
 * Account Information: the avatar's initial, the full name (or the e-mail), the plan, what is left to use, and the
 * first and last name to edit. Save Profile is enabled only when a name changed and nothing is being saved. Signed out,
 * the same card shows with its fields disabled ('Sign in to edit', 'Sign in to save') and a link to sign in.
 */
export function ProfileForm({ user, onSave, saving = false, signInHref = '/auth', now = () => new Date(), className }: ProfileFormProps) {
  const signedOut = user === null;
  const saved: Names = { firstName: user?.firstName ?? '', lastName: user?.lastName ?? '' };
  // Save Profile sends both names, a blank last name as null: the changed ones over the saved ones.
  const form = useSettingsForm(
    saved,
    (changes) => {
      const names = { ...saved, ...changes };
      return onSave({ firstName: names.firstName, lastName: names.lastName || null });
    },
    { signedOut, saving, normalize: trimNames, validate: requireFirstName },
  );

  return (
    <SettingsFormCard
      data-slot="profile-form"
      className={className}
      icon={UserIcon}
      title="Account Information"
      form={form}
      saveLabel="Save Profile"
      contentClassName="grid gap-5"
    >
      {user ? (
        <div className="flex items-center gap-4">
          <UserAvatar user={user} size="lg" />
          <div className="grid min-w-0 gap-1">
            <p data-slot="profile-name" className="truncate font-semibold text-lg">
              {displayName(user)}
            </p>
            {displayName(user) !== user.email && <p className="truncate text-muted-foreground text-sm">{user.email}</p>}
            <p className="flex flex-wrap items-center gap-2 text-muted-foreground text-sm">
              <Badge data-slot="profile-plan" variant={hasPaidPlan(user, now()) ? 'default' : 'secondary'}>
                {planLabel(user.subscriptionPlan)}
              </Badge>
              <span data-slot="profile-allowance">{allowanceLine(user)}</span>
            </p>
          </div>
        </div>
      ) : (
        <CardDescription>
          You are not signed in.{' '}
          <AppLink href={signInHref} className="font-medium text-primary underline-offset-4 hover:underline">
            Sign in
          </AppLink>{' '}
          to edit your profile.
        </CardDescription>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="First Name"
          name="firstName"
          autoComplete="given-name"
          value={form.values.firstName}
          maxLength={PROFILE_NAME_MAX}
          placeholder={signedOut ? SIGNED_OUT_PLACEHOLDER : undefined}
          disabled={signedOut}
          error={form.errors.firstName}
          onChange={(event) => form.set('firstName', event.target.value)}
        />
        <FormField
          label="Last Name"
          name="lastName"
          autoComplete="family-name"
          value={form.values.lastName}
          maxLength={PROFILE_NAME_MAX}
          placeholder={signedOut ? SIGNED_OUT_PLACEHOLDER : undefined}
          disabled={signedOut}
          optional={!signedOut}
          onChange={(event) => form.set('lastName', event.target.value)}
        />
      </div>
    </SettingsFormCard>
  );
}
