import type { AccountDeletionScheduled } from '@verbatim/core-sdk/contracts';
import { ACCOUNT_DELETION_GRACE_DAYS } from '@verbatim/core-sdk/contracts';
import { useId, useState } from 'react';
import { Button } from '../Button/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../Card/Card';
import {
  useAccountDeletionInfo,
  useAccountExports,
  useDeleteAccount,
  useDownloadAccountExport,
  useStartAccountExport,
} from '../hooks/use-account-data';
import { TrashIcon } from '../Icons/Icons';
import { cn } from '../lib/cn';
import { toast } from '../Toast/toast-store';
import { ACCOUNT_DATA_TEXTS, serverText } from './account-data-texts';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { ExportDataSection } from './ExportDataSection';

export interface AccountDataPanelProps {
  /**
   * Called once the deletion is scheduled: the person is already signed out here (every session ended), and the
   * app sends them home. A toast says what happens next.
   */
  onAccountDeleted?: (scheduled: AccountDeletionScheduled) => void;
  /** The zone dates are shown in; the viewer's own when left out. */
  timeZone?: string;
  className?: string;
}

export type AccountDataCardProps = AccountDataPanelProps;

/**
 * A signed-in person's data: export all of it as a ZIP (with its progress, then a Download with the file's size and
 * expiry), and delete the account after a confirmation that asks for the password (or the e-mail address, for an
 * account that signs in with Google). Talks to the API through the hooks. Without a card of its own, to sit inside
 * another (the settings page's Data & Privacy); `AccountDataCard` is the same in a card.
 */
export function AccountDataPanel({ onAccountDeleted, timeZone, className }: AccountDataPanelProps) {
  const exportsQuery = useAccountExports();
  const startExport = useStartAccountExport();
  const download = useDownloadAccountExport();
  const [dialogOpen, setDialogOpen] = useState(false);
  const deletionInfo = useAccountDeletionInfo({ enabled: dialogOpen });
  const deleteAccount = useDeleteAccount();
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const exportHeadingId = useId();
  const deleteHeadingId = useId();

  const exportData = () => {
    startExport.mutate(undefined, {
      onSuccess: ({ started }) => {
        if (started) toast({ title: ACCOUNT_DATA_TEXTS.exportStartedTitle, description: ACCOUNT_DATA_TEXTS.exportStartedDescription });
      },
      onError: (error) =>
        toast({ title: 'Export Failed', description: serverText(error, ACCOUNT_DATA_TEXTS.exportFailed), variant: 'destructive' }),
    });
  };
  const downloadExport = (exportId: string) => {
    download.mutate(exportId, {
      onError: (error) => {
        toast({ title: 'Download Failed', description: serverText(error, ACCOUNT_DATA_TEXTS.downloadFailed), variant: 'destructive' });
        void exportsQuery.refetch();
      },
    });
  };
  const confirmDeletion = async (typed: string) => {
    setDeleteError(null);
    const request = deletionInfo.data?.confirmWith === 'email' ? { email: typed } : { password: typed };
    try {
      const scheduled = await deleteAccount.mutateAsync(request);
      setDialogOpen(false);
      toast({ title: ACCOUNT_DATA_TEXTS.deletionScheduledTitle, description: scheduled.message });
      onAccountDeleted?.(scheduled);
    } catch (error) {
      setDeleteError(serverText(error, ACCOUNT_DATA_TEXTS.deletionFailed));
      throw error;
    }
  };

  return (
    <div data-slot="account-data-panel" className={cn('grid gap-6', className)}>
      <ExportDataSection
        exports={exportsQuery.data?.items}
        loadError={exportsQuery.isError ? serverText(exportsQuery.error, ACCOUNT_DATA_TEXTS.listFailed) : null}
        onReload={() => void exportsQuery.refetch()}
        onExport={exportData}
        exporting={startExport.isPending}
        onDownload={downloadExport}
        downloading={download.isPending}
        timeZone={timeZone}
        headingId={exportHeadingId}
      />
      <section aria-labelledby={deleteHeadingId} className="grid gap-2 border-t pt-6">
        <h3 id={deleteHeadingId} className="font-semibold text-destructive">
          Delete account
        </h3>
        <p className="text-muted-foreground text-sm">
          Deletes your account and everything in it within {ACCOUNT_DELETION_GRACE_DAYS} days. You are signed out at once, and the e-mail we
          send lets you cancel until then.
        </p>
        <div className="mt-1">
          <Button
            type="button"
            variant="destructive"
            onClick={() => {
              setDeleteError(null);
              setDialogOpen(true);
            }}
          >
            <TrashIcon aria-hidden="true" />
            Delete account
          </Button>
        </div>
      </section>
      <DeleteAccountDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        confirmWith={deletionInfo.data?.confirmWith}
        // Counts from an earlier opening may be out of date: none are shown until the new answer is in.
        losses={deletionInfo.isFetching ? undefined : deletionInfo.data?.losses}
        timeZone={timeZone}
        onConfirm={confirmDeletion}
        error={deleteError ?? (deletionInfo.isError ? serverText(deletionInfo.error, ACCOUNT_DATA_TEXTS.deletionFailed) : null)}
      />
    </div>
  );
}

/** Settings › Data & Privacy as a card of its own: the export and the account deletion (`AccountDataPanel`). */
export function AccountDataCard({ className, ...props }: AccountDataCardProps) {
  const titleId = useId();
  return (
    <Card data-slot="account-data-card" aria-labelledby={titleId} role="region" className={cn(className)}>
      <CardHeader>
        <CardTitle id={titleId} asChild>
          <h2>Data &amp; Privacy</h2>
        </CardTitle>
        <CardDescription>Take a copy of everything you keep in Verbatim, or delete your account.</CardDescription>
      </CardHeader>
      <CardContent>
        <AccountDataPanel {...props} />
      </CardContent>
    </Card>
  );
}
