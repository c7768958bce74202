import { Button, ShareIcon, toast } from '@verbatim/ui';
import { BLOG_TEXTS } from './blog-texts';

export interface ShareButtonProps {
  title: string;
  text: string;
  /** The address to share: the post's page. */
  url: string;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Share: the device's share sheet where the browser has one (phones, Safari), else the link copied to the clipboard
 * with the spec's toasts. Closing the share sheet is the reader's choice and says nothing; a share sheet that fails
 * otherwise falls back to copying.
 */
export function ShareButton({ title, text, url }: ShareButtonProps) {
  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('The clipboard is not available in this browser.');
      await navigator.clipboard.writeText(url);
      toast({ variant: 'success', ...BLOG_TEXTS.copied });
    } catch {
      toast({ variant: 'destructive', ...BLOG_TEXTS.copyFailed });
    }
  };
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        if (isAbort(error)) return;
      }
    }
    await copy();
  };
  return (
    <Button variant="outline" onClick={() => void share()}>
      <ShareIcon />
      {BLOG_TEXTS.share}
    </Button>
  );
}
