import { DEFAULT_USER_PREFERENCES, type UserPreferences } from '@verbatim/core-sdk/contracts';
import { BellIcon } from '../Icons/Icons';
import { pickFields } from '../lib/changed-fields';
import { SettingsFormCard } from '../SettingsFormCard/SettingsFormCard';
import { useSettingsForm } from '../SettingsFormCard/use-settings-form';
import { Skeleton } from '../Skeleton/Skeleton';
import { SwitchField } from '../SwitchField/SwitchField';

/** The e-mail toggles this form edits. */
export type NotificationSettings = Pick<
  UserPreferences,
  'notifyAccountUpdates' | 'notifyTranscriptionComplete' | 'notifyProcessingUpdates' | 'notifyWeeklyReports'
>;

/** Each e-mail the settings turn on or off, with what it is. */
export const NOTIFICATION_CHOICES: readonly { key: keyof NotificationSettings; label: string; description: string }[] = [
  {
    key: 'notifyAccountUpdates',
    label: 'Account Updates',
    description: 'A changed or reset password, your other sessions signed out, and your payments, plan and credits (with receipts).',
  },
  { key: 'notifyTranscriptionComplete', label: 'Transcription Complete', description: 'An e-mail with a link when a transcript is ready.' },
  { key: 'notifyProcessingUpdates', label: 'Processing Updates', description: 'An e-mail when a transcription fails, with the reason.' },
  { key: 'notifyWeeklyReports', label: 'Weekly Reports', description: 'Every Monday, what you transcribed the week before.' },
];

export interface NotificationSettingsFormProps {
  /** The stored settings; undefined while they load (or when nobody is signed in: the defaults are shown). */
  preferences: UserPreferences | undefined;
  /** Nobody is signed in: every switch is disabled, and the button says 'Sign in to save'. */
  signedOut?: boolean;
  /** Saves the toggles that changed (only those). */
  onSave: (changes: Partial<NotificationSettings>) => void | Promise<void>;
  saving?: boolean;
  loading?: boolean;
  error?: string | null;
  onReload?: () => void;
  className?: string;
}

const NOTIFICATION_KEYS = NOTIFICATION_CHOICES.map((choice) => choice.key);

/** Email Notifications: one switch per kind of e-mail; the save button is enabled only when a switch changed. */
export function NotificationSettingsForm({
  preferences,
  signedOut = false,
  onSave,
  saving = false,
  loading = false,
  error,
  onReload,
  className,
}: NotificationSettingsFormProps) {
  const form = useSettingsForm(pickFields(preferences ?? DEFAULT_USER_PREFERENCES, NOTIFICATION_KEYS), onSave, { signedOut, saving });

  return (
    <SettingsFormCard
      data-slot="notification-settings-form"
      className={className}
      icon={BellIcon}
      title="Email Notifications"
      description="Choose what Verbatim e-mails you. Every e-mail has a link to stop that kind."
      form={form}
      saveLabel="Save Notification Settings"
      contentClassName="grid gap-4"
      ready={signedOut || preferences !== undefined}
      loadError={
        error ? { title: 'Could not load your notification settings', message: error, onRetry: onReload, retrying: loading } : null
      }
      skeleton={NOTIFICATION_CHOICES.map((choice) => <Skeleton key={choice.key} className="h-10 w-full" />)}
    >
      {NOTIFICATION_CHOICES.map((choice) => (
        <SwitchField
          key={choice.key}
          label={choice.label}
          description={choice.description}
          checked={form.values[choice.key]}
          onCheckedChange={(value) => form.set(choice.key, value)}
          disabled={signedOut}
        />
      ))}
    </SettingsFormCard>
  );
}
