import type { QueryClient } from '@tanstack/react-query';
import type { UploadQueueEvent } from '@verbatim/core-sdk';
import { toast } from '../Toast/toast-store';
import { currentUserQueryKey } from '../VerbatimProvider/use-current-user';
import { invalidateTranscriptionData } from './cache-updates';
import { largeFileNotice, type UploadNotice, uploadFailureNotice } from './upload-notices';

export interface UploadReporter {
  report(event: UploadQueueEvent): void;
  /** Cancels a navigation still waiting for its delay. */
  stop(): void;
}

/**
 * What the upload queue reports, told to the person: refusals, large files and failures become toasts in the spec's
 * words (`upload-notices.ts`), finished uploads refresh the cached transcriptions and stats, and a failure that calls
 * for another page goes to `navigate` after the spec's delay.
 */
export function createUploadReporter(queryClient: QueryClient, navigate: () => ((to: string) => void) | undefined): UploadReporter {
  // A 401 means the session is over: the cached user has to know before the sign-in page looks at it, or that page
  // would send a "signed-in" visitor straight back.
  const goTo = async (to: string) => {
    if (to === '/auth') await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    const go = navigate();
    if (go) go(to);
    else window.location.assign(to);
  };
  // Several files failing together for the same reason lead to one navigation, not one per file.
  let pendingNavigation: ReturnType<typeof setTimeout> | undefined;
  const show = (notice: UploadNotice) => {
    toast({ title: notice.title, description: notice.description, variant: notice.variant });
    const { redirect } = notice;
    if (!redirect || pendingNavigation !== undefined) return;
    pendingNavigation = setTimeout(() => {
      pendingNavigation = undefined;
      void goTo(redirect.to);
    }, redirect.afterMs);
  };
  return {
    report(event) {
      switch (event.type) {
        case 'refused':
          show(uploadFailureNotice(event.failure, event.fileName));
          return;
        case 'large-file':
          show(largeFileNotice(event.fileName));
          return;
        case 'uploaded':
          void invalidateTranscriptionData(queryClient);
          return;
        case 'failed':
          show(uploadFailureNotice(event.failure, event.fileName));
          void invalidateTranscriptionData(queryClient);
          return;
        case 'completed':
        case 'dropped':
          void invalidateTranscriptionData(queryClient, { credits: event.type === 'completed' });
          return;
      }
    },
    stop() {
      if (pendingNavigation !== undefined) clearTimeout(pendingNavigation);
    },
  };
}
