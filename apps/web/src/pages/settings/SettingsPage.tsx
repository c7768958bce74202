import type { Invoice } from '@verbatim/core-sdk/contracts';
import {
  AccountDataPanel,
  AccountSubscriptionCard,
  AppLink,
  ArrowLeftIcon,
  CodeIcon,
  InvoicesDialog,
  LinkProvider,
  NotificationSettingsForm,
  ProfileForm,
  saveFile,
  TranscriptionDefaultsForm,
  toast,
  useBillingCatalogue,
  useInvoices,
  usePreferences,
  useSpeechLanguages,
  useUpdatePreferences,
  useUpdateProfile,
  useVerbatimClient,
} from '@verbatim/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DEVELOPER_SETTINGS_PATH } from '../../app/nav-items';
import { RouterLink } from '../../app/RouterLink';
import { useSessionUser } from '../../app/use-session-user';
import { useSignInPath } from '../../app/use-sign-in-path';
import { EmailVerificationNotice } from '../../components/EmailVerificationNotice';
import { errorMessage } from '../../lib/error-messages';
import { DataPrivacyCard } from './DataPrivacyCard';
import { SAVE_FAILED_TITLE, SETTINGS_TOASTS, saveFailure } from './settings-messages';

const DESCRIPTION = 'Your profile, plan, transcription defaults, e-mail notifications, password and data.';
const SETTINGS_LOAD_FAILED = 'Your settings could not be loaded. Please try again.';

/**
 * Account Settings (/settings): Account Information, Subscription, Transcription Defaults, Email Notifications and
 * Data & Privacy, each saved for real. Visitors who are not signed in see the same page with everything disabled and
 * a way to sign in (the spec's route table keeps /settings open to them).
 */
export function SettingsPage() {
  const signInHref = useSignInPath();
  const user = useSessionUser();
  const signedOut = user === null;
  const client = useVerbatimClient();
  const navigate = useNavigate();
  const preferences = usePreferences({ enabled: !signedOut });
  const languages = useSpeechLanguages();
  const catalogue = useBillingCatalogue();
  const saveProfile = useUpdateProfile();
  // One mutation per card, so that each card's button is busy only for its own save.
  const saveDefaults = useUpdatePreferences();
  const saveNotifications = useUpdatePreferences();
  const [invoicesOpen, setInvoicesOpen] = useState(false);
  const invoices = useInvoices({ enabled: invoicesOpen && !signedOut });

  const preferencesError = preferences.isError ? errorMessage(preferences.error, SETTINGS_LOAD_FAILED) : null;

  const downloadReceipt = async (invoice: Invoice) => {
    try {
      const { blob, fileName } = await client.billing.receipt(invoice.id);
      saveFile(blob, fileName);
    } catch {
      toast({ variant: 'destructive', ...SETTINGS_TOASTS.invoiceFailed });
    }
  };

  return (
    <LinkProvider component={RouterLink}>
      <div className={signedOut ? 'mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6 md:py-12' : 'mx-auto grid max-w-3xl gap-6'}>
        <title>Account Settings · Verbatim</title>
        <meta name="description" content={DESCRIPTION} />
        <header className="grid gap-3">
          <AppLink
            href="/"
            className="inline-flex w-fit items-center gap-1.5 rounded-md font-medium text-muted-foreground text-sm hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            <ArrowLeftIcon />
            Back to Home
          </AppLink>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div className="grid gap-1">
              <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">Account Settings</h1>
              <p className="text-muted-foreground">{DESCRIPTION}</p>
            </div>
            {!signedOut && (
              <AppLink
                href={DEVELOPER_SETTINGS_PATH}
                className="inline-flex items-center gap-1.5 font-medium text-primary text-sm underline-offset-4 hover:underline"
              >
                <CodeIcon />
                Developer settings
              </AppLink>
            )}
          </div>
        </header>

        {user && <EmailVerificationNotice user={user} />}

        <ProfileForm
          user={user}
          signInHref={signInHref}
          saving={saveProfile.isPending}
          onSave={async (changes) => {
            try {
              await saveProfile.mutateAsync(changes);
              toast({ variant: 'success', ...SETTINGS_TOASTS.profileSaved });
            } catch (error) {
              toast({ variant: 'destructive', title: SAVE_FAILED_TITLE, description: saveFailure(error, SETTINGS_TOASTS.profileFailed) });
            }
          }}
        />

        <AccountSubscriptionCard
          user={user}
          freeMaxMinutesPerFile={catalogue.data?.free.maxMinutesPerFile ?? null}
          onShowInvoices={() => setInvoicesOpen(true)}
        />

        <TranscriptionDefaultsForm
          preferences={preferences.data}
          languages={languages.data}
          signedOut={signedOut}
          loading={preferences.isFetching}
          error={preferencesError}
          onReload={() => void preferences.refetch()}
          saving={saveDefaults.isPending}
          onSave={async (changes) => {
            try {
              await saveDefaults.mutateAsync(changes);
              toast({ variant: 'success', ...SETTINGS_TOASTS.transcriptionSaved });
            } catch (error) {
              toast({
                variant: 'destructive',
                title: SAVE_FAILED_TITLE,
                description: saveFailure(error, SETTINGS_TOASTS.transcriptionFailed),
              });
            }
          }}
        />

        <NotificationSettingsForm
          preferences={preferences.data}
          signedOut={signedOut}
          loading={preferences.isFetching}
          error={preferencesError}
          onReload={() => void preferences.refetch()}
          saving={saveNotifications.isPending}
          onSave={async (changes) => {
            try {
              await saveNotifications.mutateAsync(changes);
              toast({ variant: 'success', ...SETTINGS_TOASTS.notificationsSaved });
            } catch (error) {
              toast({
                variant: 'destructive',
                title: SAVE_FAILED_TITLE,
                description: saveFailure(error, SETTINGS_TOASTS.notificationsFailed),
              });
            }
          }}
        />

        <DataPrivacyCard signedOut={signedOut}>
          {/* The export and the account deletion; a deleted account is signed out at once, and goes home. */}
          {!signedOut && <AccountDataPanel onAccountDeleted={() => navigate('/', { replace: true })} />}
        </DataPrivacyCard>

        {!signedOut && (
          <InvoicesDialog
            open={invoicesOpen}
            onOpenChange={setInvoicesOpen}
            invoices={invoices.data}
            loading={invoices.isFetching}
            error={invoices.isError ? errorMessage(invoices.error, 'Your invoices could not be loaded. Please try again.') : null}
            onReload={() => void invoices.refetch()}
            onDownload={downloadReceipt}
          />
        )}
      </div>
    </LinkProvider>
  );
}
