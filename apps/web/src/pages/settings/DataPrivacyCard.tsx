import { Button, CardContent, LogOutIcon, SettingsCard, ShieldIcon, toast, useEndOtherSessions } from '@verbatim/ui';
import type { ReactNode } from 'react';
import { ChangePasswordForm } from './ChangePasswordForm';
import { SETTINGS_TOASTS } from './settings-messages';

export interface DataPrivacyCardProps {
  signedOut: boolean;
  /** The data export and account deletion, below the sign-in controls. */
  children?: ReactNode;
}

/** Data & Privacy: the password, the other sessions, and (as children) the person's data. */
export function DataPrivacyCard({ signedOut, children }: DataPrivacyCardProps) {
  const endOthers = useEndOtherSessions();

  const signOutElsewhere = async () => {
    try {
      const answer = await endOthers.mutateAsync();
      toast({ variant: 'success', title: SETTINGS_TOASTS.sessionsEnded.title, description: answer.message });
    } catch {
      toast({ variant: 'destructive', ...SETTINGS_TOASTS.sessionsFailed });
    }
  };

  return (
    <SettingsCard
      data-slot="data-privacy-card"
      icon={ShieldIcon}
      title="Data & Privacy"
      description="Your password, where you are signed in, and your data."
    >
      <CardContent className="grid gap-6">
        <ChangePasswordForm signedOut={signedOut} />
        <section aria-labelledby="sessions-heading" className="grid gap-3 border-t pt-6">
          <h3 id="sessions-heading" className="font-semibold">
            Sessions
          </h3>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="max-w-prose text-muted-foreground text-sm">
              Signed in on a shared or lost device? Sign out everywhere else; this browser stays signed in.
            </p>
            <Button variant="outline" loading={endOthers.isPending} disabled={signedOut} onClick={() => void signOutElsewhere()}>
              <LogOutIcon />
              {signedOut ? 'Sign in to manage sessions' : 'Sign Out Other Sessions'}
            </Button>
          </div>
        </section>
        {children ? (
          <div className="border-t pt-6">{children}</div>
        ) : (
          signedOut && <p className="border-t pt-6 text-muted-foreground text-sm">Sign in to export your data or delete your account.</p>
        )}
      </CardContent>
    </SettingsCard>
  );
}
