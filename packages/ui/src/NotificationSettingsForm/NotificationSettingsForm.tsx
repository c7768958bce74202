import { DEFAULT_USER_PREFERENCES, type UserPreferences } from '@verbatim/core-sdk/contracts';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../Button/Button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../Card/Card';
import { ErrorState } from '../ErrorState/ErrorState';
import { BellIcon } from '../Icons/Icons';
import { cn } from '../lib/cn';
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
    description: 'A changed or reset password, and your other sessions signed out.',
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

const pick = (p: UserPreferences): NotificationSettings => ({
  notifyAccountUpdates: p.notifyAccountUpdates,
  notifyTranscriptionComplete: p.notifyTranscriptionComplete,
  notifyProcessingUpdates: p.notifyProcessingUpdates,
  notifyWeeklyReports: p.notifyWeeklyReports,
});

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
  const saved = pick(preferences ?? DEFAULT_USER_PREFERENCES);
  const [edited, setEdited] = useState<NotificationSettings>(saved);
  const headingId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `saved` is rebuilt each render; its fields are the dependencies.
  useEffect(() => {
    setEdited(saved);
  }, [saved.notifyAccountUpdates, saved.notifyTranscriptionComplete, saved.notifyProcessingUpdates, saved.notifyWeeklyReports]);

  const changes: Partial<NotificationSettings> = {};
  for (const { key } of NOTIFICATION_CHOICES) if (edited[key] !== saved[key]) changes[key] = edited[key];
  const changed = Object.keys(changes).length > 0;
  const ready = signedOut || preferences !== undefined;
  const disabled = signedOut || !ready;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (disabled || !changed || saving) return;
    void Promise.resolve(onSave(changes)).catch(() => undefined);
  };

  return (
    <Card data-slot="notification-settings-form" role="region" aria-labelledby={headingId} className={cn('gap-5', className)}>
      <CardHeader>
        <div className="flex items-center gap-2">
          <BellIcon className="size-5 text-primary" />
          <CardTitle asChild>
            <h2 id={headingId}>Email Notifications</h2>
          </CardTitle>
        </div>
        <CardDescription>Choose what Verbatim e-mails you. Every e-mail has a link to stop that kind.</CardDescription>
      </CardHeader>
      {error && !preferences && !signedOut ? (
        <CardContent>
          <ErrorState title="Could not load your notification settings" message={error} onRetry={onReload} retrying={loading} />
        </CardContent>
      ) : !ready ? (
        <CardContent className="grid gap-4" aria-busy="true">
          {NOTIFICATION_CHOICES.map((choice) => (
            <Skeleton key={choice.key} className="h-10 w-full" />
          ))}
          <span className="sr-only">Loading...</span>
        </CardContent>
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-5">
          <CardContent className="grid gap-4">
            {NOTIFICATION_CHOICES.map((choice) => (
              <SwitchField
                key={choice.key}
                label={choice.label}
                description={choice.description}
                checked={edited[choice.key]}
                onCheckedChange={(value) => setEdited((e) => ({ ...e, [choice.key]: value }))}
                disabled={disabled}
              />
            ))}
          </CardContent>
          <CardFooter className="justify-end">
            <Button type="submit" loading={saving} disabled={disabled || !changed}>
              {signedOut ? 'Sign in to save' : 'Save Notification Settings'}
            </Button>
          </CardFooter>
        </form>
      )}
    </Card>
  );
}
