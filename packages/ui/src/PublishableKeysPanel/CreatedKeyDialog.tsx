import type { CreatedPublishableKey } from '@verbatim/core-sdk/contracts';
import { useId } from 'react';
import { Alert, AlertDescription } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../Dialog/Dialog';
import { Input } from '../Input/Input';
import { Label } from '../Label/Label';
import { CopyButton, type CopyCallbacks } from './CopyButton';
import { WIDGET_LABELS, widgetEmbedSnippet } from './embed-snippet';

export interface CreatedKeyDialogProps extends CopyCallbacks {
  /** The key just made, with its whole text; null closes the dialog. */
  created: CreatedPublishableKey | null;
  /** The origin the widgets' script is served from. */
  apiOrigin: string;
  onClose: () => void;
  /** Where focus goes once the dialog closes (the element that opened it may be gone). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * The whole key, shown this once (the server keeps only its hash), with a Copy button and a snippet to paste for each
 * widget it allows. A click outside does not close it, so that the key is not lost by accident.
 */
export function CreatedKeyDialog({ created, apiOrigin, onClose, onCloseAutoFocus, ...copy }: CreatedKeyDialogProps) {
  const keyFieldId = useId();
  const snippetIds = useId();
  const key = created?.key;
  return (
    <Dialog open={created !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-w-2xl"
        data-slot="created-key-dialog"
        onInteractOutside={(event) => event.preventDefault()}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogHeader>
          <DialogTitle className="break-words pr-8">Your new key{key ? `: ${key.name}` : ''}</DialogTitle>
          <DialogDescription>Copy it now and keep it with your site's code.</DialogDescription>
        </DialogHeader>
        {created && key && (
          <div className="grid min-w-0 gap-5">
            <Alert variant="info">
              <AlertDescription className="text-foreground">
                <strong>This key will not be shown again.</strong> Verbatim keeps only a fingerprint of it. If you lose it, revoke it and
                create another.
              </AlertDescription>
            </Alert>
            <div className="grid gap-2">
              <Label htmlFor={keyFieldId}>Publishable key</Label>
              <div className="flex min-w-0 gap-2 max-sm:flex-col">
                <Input
                  id={keyFieldId}
                  readOnly
                  value={created.secret}
                  spellCheck={false}
                  onFocus={(event) => event.currentTarget.select()}
                  className="font-mono"
                />
                <CopyButton text={created.secret} what="key" className="shrink-0" {...copy} />
              </div>
            </div>
            {key.widgets.map((widget) => {
              const snippet = widgetEmbedSnippet(widget, apiOrigin, created.secret);
              const titleId = `${snippetIds}-${widget}`;
              return (
                <section key={widget} aria-labelledby={titleId} className="grid min-w-0 gap-2">
                  <div className="flex items-center justify-between gap-2">
                    <h3 id={titleId} className="font-medium text-sm">
                      {WIDGET_LABELS[widget]} snippet
                    </h3>
                    <CopyButton text={snippet} what={`${widget} snippet`} size="sm" {...copy} />
                  </div>
                  <p className="text-muted-foreground text-xs">
                    Paste it where the {widget} should appear, on a page of {key.origins.join(', ')}.
                  </p>
                  {/* Wrapped rather than scrolled, so that the whole snippet (key included) can be read and checked. */}
                  <pre className="whitespace-pre-wrap rounded-md border bg-muted p-3 font-mono text-xs leading-relaxed [overflow-wrap:anywhere]">
                    <code>{snippet}</code>
                  </pre>
                </section>
              );
            })}
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
