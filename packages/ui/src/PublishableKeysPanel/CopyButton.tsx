import { useEffect, useState } from 'react';
import { Button, type ButtonProps } from '../Button/Button';
import { CheckCircleIcon, CopyIcon } from '../Icons/Icons';

/** How long the button says "Copied" after a copy. */
export const COPIED_FEEDBACK_MS = 2000;

export interface CopyCallbacks {
  /** Copies the text; the default writes it to the clipboard. */
  onCopy?: (text: string) => void | Promise<void>;
  /** The text was copied; `what` names it ("key", "uploader snippet"). */
  onCopied?: (what: string) => void;
  /** Copying failed (no clipboard, or permission refused). */
  onCopyError?: (error: unknown, what: string) => void;
}

interface CopyButtonProps extends CopyCallbacks, Omit<ButtonProps, 'onClick' | 'onCopy' | 'children'> {
  text: string;
  /** What is copied, for the button's accessible name ("Copy key") and the callbacks. */
  what: string;
}

async function writeToClipboard(text: string): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) {
    throw new Error('The clipboard is not available in this browser.');
  }
  await navigator.clipboard.writeText(text);
}

/** A Copy button that says "Copied" for a moment once the text is on the clipboard. */
export function CopyButton({
  text,
  what,
  onCopy = writeToClipboard,
  onCopied,
  onCopyError,
  variant = 'outline',
  ...props
}: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const [copying, setCopying] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    setCopying(true);
    try {
      await onCopy(text);
      setCopied(true);
      onCopied?.(what);
    } catch (error) {
      onCopyError?.(error, what);
    } finally {
      setCopying(false);
    }
  };

  return (
    <Button variant={variant} aria-label={`Copy ${what}`} disabled={copying} onClick={() => void copy()} {...props}>
      {copied ? <CheckCircleIcon /> : <CopyIcon />}
      <span aria-live="polite">{copied ? 'Copied' : 'Copy'}</span>
    </Button>
  );
}
