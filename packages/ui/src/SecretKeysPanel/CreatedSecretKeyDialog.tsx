import type { CreatedApiKey } from '@verbatim/core-sdk/contracts';
import { useId } from 'react';
import { Alert, AlertDescription } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../Dialog/Dialog';
import { Input } from '../Input/Input';
import { Label } from '../Label/Label';
import { CopyButton, type CopyCallbacks } from '../PublishableKeysPanel/CopyButton';

export interface CreatedSecretKeyDialogProps extends CopyCallbacks {
  /** The key just made, with its whole text; null closes the dialog. */
  created: CreatedApiKey | null;
  onClose: () => void;
  /** Where focus goes once the dialog closes (the element that opened it may be gone). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * The whole secret key, shown this once (the server keeps only its hash), with a Copy button. A click outside does not
 * close it, so that the key is not lost by accident.
 */
export function CreatedSecretKeyDialog({ created, onClose, onCloseAutoFocus, ...copy }: CreatedSecretKeyDialogProps) {
  const keyFieldId = useId();
  return (
    <Dialog open={created !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-w-2xl"
        data-slot="created-secret-key-dialog"
        onInteractOutside={(event) => event.preventDefault()}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogHeader>
          <DialogTitle className="break-words pr-8">Your new secret key{created ? `: ${created.name}` : ''}</DialogTitle>
          <DialogDescription>Copy it now into your server’s configuration (an environment variable or a secrets store).</DialogDescription>
        </DialogHeader>
        {created && (
          <div className="grid min-w-0 gap-5">
            <Alert variant="destructive">
              <AlertDescription className="text-foreground">
                <strong>This key will not be shown again.</strong> Verbatim keeps only a fingerprint of it. Never put it in a web page or an
                app people download: anyone who sees it can use your account within its scopes. If it leaks or is lost, revoke it and create
                another.
              </AlertDescription>
            </Alert>
            <div className="grid gap-2">
              <Label htmlFor={keyFieldId}>Secret key</Label>
              <div className="flex min-w-0 gap-2 max-sm:flex-col">
                <Input
                  id={keyFieldId}
                  readOnly
                  value={created.key}
                  spellCheck={false}
                  onFocus={(event) => event.currentTarget.select()}
                  className="font-mono"
                />
                <CopyButton text={created.key} what="secret key" className="shrink-0" {...copy} />
              </div>
            </div>
            <p className="text-muted-foreground text-sm">
              Scopes: <span className="font-mono text-foreground">{created.scopes.join(', ')}</span>. Send it as{' '}
              <code className="rounded bg-muted px-1 py-0.5 text-xs">Authorization: Bearer vbsk_…</code>, never in a URL.
            </p>
          </div>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button>Done</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
