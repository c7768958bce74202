import type { TranscriptionSummary } from '@verbatim/core-sdk';
import {
  Badge,
  Button,
  CopyIcon,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  ErrorState,
  formatDate,
  Input,
  Label,
  Skeleton,
  toast,
  useCreateShareLink,
  useRevokeShareLink,
  useShareLinks,
} from '@verbatim/ui';
import { useEffect, useId, useState } from 'react';
import { errorMessage } from '../../lib/error-messages';
import { SHARE_TOASTS } from './share-messages';

export interface ShareDialogProps {
  /** The transcription to share; null closes the dialog. */
  transcription: TranscriptionSummary | null;
  onClose: () => void;
}

/** How long a new link lasts, in days; null never ends (until revoked). */
const EXPIRY_CHOICES: readonly { days: number | null; label: string }[] = [
  { days: 7, label: '7 days' },
  { days: 30, label: '30 days' },
  { days: 1, label: '1 day' },
  { days: null, label: 'Until I revoke it' },
];

/**
 * Share: makes a link anyone can open without signing in (the transcript, exports, and the recording if allowed
 * while it is kept), shows its address once with a Copy button, and lists the transcript's links to revoke them.
 */
export function ShareDialog({ transcription, onClose }: ShareDialogProps) {
  const open = transcription !== null;
  const links = useShareLinks(transcription?.id ?? null);
  const create = useCreateShareLink();
  const revoke = useRevokeShareLink();
  const [expiresInDays, setExpiresInDays] = useState<number | null>(7);
  const [allowMedia, setAllowMedia] = useState(false);
  // The link just made: its address is shown once, while the link works.
  const [created, setCreated] = useState<{ id: string; url: string } | null>(null);
  const expiryId = useId();
  const mediaId = useId();
  const urlId = useId();

  useEffect(() => {
    if (!open) {
      setCreated(null);
      setAllowMedia(false);
      setExpiresInDays(7);
    }
  }, [open]);

  const makeLink = async (row: TranscriptionSummary) => {
    try {
      const link = await create.mutateAsync({ transcriptionId: row.id, expiresInDays, allowMedia: allowMedia && row.mediaAvailable });
      setCreated({ id: link.id, url: link.url });
    } catch (error) {
      toast({ variant: 'destructive', title: SHARE_TOASTS.failed.title, description: errorMessage(error, SHARE_TOASTS.failed.fallback) });
    }
  };

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast(SHARE_TOASTS.copied);
    } catch {
      toast({ variant: 'destructive', ...SHARE_TOASTS.copyFailed });
    }
  };

  const revokeLink = async (shareId: string, transcriptionId: string) => {
    try {
      await revoke.mutateAsync({ shareId, transcriptionId });
      toast(SHARE_TOASTS.revoked);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: SHARE_TOASTS.revokeFailed.title,
        description: errorMessage(error, SHARE_TOASTS.revokeFailed.fallback),
      });
    }
  };

  const items = links.data?.items ?? [];
  const active = items.filter((link) => link.active);
  // A new link revoked (here or in another window) or expired is dead: its address is no longer shown to copy, and
  // the form to make another one comes back.
  const createdListed = created ? items.find((link) => link.id === created.id) : undefined;
  const createdRevoked =
    created !== null && ((revoke.isSuccess && revoke.variables?.shareId === created.id) || Boolean(createdListed?.revokedAt));
  const createdDead = createdRevoked || createdListed?.active === false;
  const shownLink = createdDead ? null : created;

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle className="break-words pr-6">Share {transcription?.fileName}</DialogTitle>
          <DialogDescription>Anyone with the link can read the transcript and download it, without signing in.</DialogDescription>
        </DialogHeader>
        {transcription && (
          <div className="grid gap-4">
            {createdDead && (
              <p role="status" className="rounded-lg border border-dashed p-3 text-muted-foreground text-sm">
                The link you just made {createdRevoked ? 'has been revoked' : 'has expired'}. It no longer works, so there is nothing to
                copy.
              </p>
            )}
            {shownLink ? (
              <div className="grid gap-2 rounded-lg border bg-muted/30 p-3">
                <Label htmlFor={urlId}>Your new link (shown once; copy it now)</Label>
                <div className="flex gap-2">
                  <Input id={urlId} readOnly value={shownLink.url} onFocus={(event) => event.currentTarget.select()} />
                  <Button variant="outline" onClick={() => void copy(shownLink.url)}>
                    <CopyIcon />
                    Copy Link
                  </Button>
                </div>
              </div>
            ) : (
              <div className="grid gap-3 rounded-lg border p-3">
                <div className="grid gap-1.5">
                  <Label htmlFor={expiryId}>Link works for</Label>
                  <select
                    id={expiryId}
                    value={expiresInDays === null ? 'never' : String(expiresInDays)}
                    onChange={(event) => setExpiresInDays(event.target.value === 'never' ? null : Number(event.target.value))}
                    className="h-9 rounded-md border bg-background px-2 text-sm"
                  >
                    {EXPIRY_CHOICES.map((choice) => (
                      <option key={choice.label} value={choice.days === null ? 'never' : String(choice.days)}>
                        {choice.label}
                      </option>
                    ))}
                  </select>
                </div>
                <label htmlFor={mediaId} className="flex items-start gap-2 text-sm">
                  <input
                    id={mediaId}
                    type="checkbox"
                    className="mt-1 accent-primary"
                    checked={allowMedia && transcription.mediaAvailable}
                    disabled={!transcription.mediaAvailable}
                    onChange={(event) => setAllowMedia(event.target.checked)}
                  />
                  <span>
                    Let people play the recording
                    <span className="block text-muted-foreground text-xs">
                      {transcription.mediaAvailable
                        ? 'Only while it is kept: media files are deleted 24 hours after processing.'
                        : 'The recording has been deleted; the transcript stays.'}
                    </span>
                  </span>
                </label>
                <Button className="justify-self-end" loading={create.isPending} onClick={() => void makeLink(transcription)}>
                  Create Link
                </Button>
              </div>
            )}

            <section aria-label="Links to this transcript" className="grid gap-2">
              <h3 className="font-medium text-sm">Links to this transcript</h3>
              {links.isPending ? (
                <Skeleton className="h-10 w-full" />
              ) : links.isError ? (
                <ErrorState title="Could not load the links" message="Please try again." onRetry={() => void links.refetch()} />
              ) : active.length === 0 ? (
                <p className="text-muted-foreground text-sm">No active links. Revoked and expired links stop working at once.</p>
              ) : (
                <ul className="grid gap-2">
                  {active.map((link) => (
                    <li key={link.id} className="flex items-center gap-3 rounded-lg border p-2 text-sm">
                      <div className="min-w-0 flex-1">
                        <p>
                          Made {formatDate(link.createdAt)}
                          {link.allowMedia && (
                            <Badge variant="secondary" className="ml-2">
                              With recording
                            </Badge>
                          )}
                        </p>
                        <p className="text-muted-foreground text-xs">
                          {link.expiresAt ? `Works until ${formatDate(link.expiresAt)}` : 'Works until revoked'} · {link.viewCount}{' '}
                          {link.viewCount === 1 ? 'view' : 'views'}
                        </p>
                      </div>
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Revoke the link made ${formatDate(link.createdAt)}`}
                        loading={revoke.isPending && revoke.variables?.shareId === link.id}
                        onClick={() => void revokeLink(link.id, transcription.id)}
                      >
                        Revoke
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
