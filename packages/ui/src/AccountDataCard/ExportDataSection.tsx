import type { AccountExport } from '@verbatim/core-sdk/contracts';
import { ACCOUNT_EXPORT_RETENTION_DAYS } from '@verbatim/core-sdk/contracts';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { AlertCircleIcon, DownloadIcon } from '../Icons/Icons';
import { formatDate, formatFileSize } from '../lib/format';
import { Skeleton } from '../Skeleton/Skeleton';
import { Spinner } from '../Spinner/Spinner';

export interface ExportDataSectionProps {
  /** The newest export first; undefined while the list loads. */
  exports: readonly AccountExport[] | undefined;
  /** Why the list could not be loaded. */
  loadError: string | null;
  onReload: () => void;
  onExport: () => void;
  exporting: boolean;
  onDownload: (exportId: string) => void;
  downloading: boolean;
  timeZone?: string | undefined;
  headingId: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "Export all my data": a button, then a progress line while the ZIP is made, then its Download with size and expiry. */
export function ExportDataSection({
  exports,
  loadError,
  onReload,
  onExport,
  exporting,
  onDownload,
  downloading,
  timeZone,
  headingId,
}: ExportDataSectionProps) {
  const latest = exports?.[0];
  const exportButton = (label: string, variant: 'default' | 'outline' = 'default') => (
    <Button type="button" variant={variant} onClick={onExport} loading={exporting}>
      {!exporting && <DownloadIcon aria-hidden="true" />}
      {label}
    </Button>
  );

  let body: ReactNode;
  if (loadError && !exports) {
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <span className="flex items-center gap-2 text-destructive">
          <AlertCircleIcon aria-hidden="true" className="size-4" />
          {loadError}
        </span>
        <Button type="button" variant="outline" size="sm" onClick={onReload}>
          Try again
        </Button>
      </div>
    );
  } else if (!exports) {
    body = <Skeleton data-slot="export-loading" className="h-9 w-48" aria-label="Loading your exports" />;
  } else if (latest?.status === 'preparing') {
    body = (
      <p data-slot="export-progress" className="flex items-center gap-2 text-sm">
        <Spinner aria-hidden="true" />
        <span>Preparing your export… This can take a few minutes; we'll e-mail you when it's ready.</span>
      </p>
    );
  } else if (latest?.status === 'ready') {
    const details = [
      latest.sizeBytes !== null ? formatFileSize(latest.sizeBytes) : null,
      latest.transcriptCount !== null ? plural(latest.transcriptCount, 'transcript', 'transcripts') : null,
    ].filter(Boolean);
    body = (
      <div data-slot="export-ready" className="grid gap-3">
        <p className="text-sm">
          Your export is ready{details.length > 0 ? ` (${details.join(', ')})` : ''}. You can download it until{' '}
          <time dateTime={latest.expiresAt ?? undefined}>{formatDate(latest.expiresAt, { timeZone })}</time>.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button type="button" onClick={() => onDownload(latest.id)} loading={downloading}>
            {!downloading && <DownloadIcon aria-hidden="true" />}
            Download
          </Button>
          {exportButton('Export again', 'outline')}
        </div>
      </div>
    );
  } else {
    const note =
      latest?.status === 'failed'
        ? (latest.errorMessage ?? 'Your last export failed.')
        : latest?.status === 'expired'
          ? `Your last export expired on ${formatDate(latest.expiresAt, { timeZone })}.`
          : null;
    body = (
      <div className="grid gap-3">
        {note && (
          <p data-slot="export-note" className={latest?.status === 'failed' ? 'text-destructive text-sm' : 'text-muted-foreground text-sm'}>
            {note}
          </p>
        )}
        <div>{exportButton('Export all my data')}</div>
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="font-semibold">
        Export all my data
      </h3>
      <p className="text-muted-foreground text-sm">
        A ZIP file with every transcript in your default export format, with its summaries and translations, and your account details. We'll
        also e-mail you when it's ready; the file is kept for {ACCOUNT_EXPORT_RETENTION_DAYS} days.
      </p>
      {/* Announces the export's progress to screen readers as it changes. */}
      <div aria-live="polite" className="mt-1">
        {body}
      </div>
    </section>
  );
}
