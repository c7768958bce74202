import { AlertCircleIcon, Button, Spinner } from '@verbatim/ui';
import { StatusPanel } from '../../components/StatusPanel';

/** What the page shows while its link is being followed. */
export function EmailLinkWorking({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 rounded-xl border py-12 text-muted-foreground">
      <Spinner className="size-7 text-primary" />
      <p className="font-medium text-sm">{label}</p>
    </div>
  );
}

/**
 * What the page shows when the server did not answer, or failed: nothing is said about the link, and Try again
 * sends it once more. `title` names what could not be done ("Could not unsubscribe you").
 */
export function EmailLinkUnreachable({ title, retry }: { title: string; retry: () => void }) {
  return (
    <StatusPanel
      icon={AlertCircleIcon}
      tone="destructive"
      title={title}
      description="Verbatim did not answer. Check your connection and try again."
      actions={<Button onClick={retry}>Try again</Button>}
    />
  );
}
