import { useQueryClient } from '@tanstack/react-query';
import type { TranscriptionUpdateMessage } from '@verbatim/core-sdk';
import { accountKeys, saveFile, toast, useVerbatimClient } from '@verbatim/ui';
import { useCallback } from 'react';

/** Transcriptions already saved by auto-download on this device, newest last, so each is saved once. */
const SAVED_KEY = 'verbatim.autoDownloaded';
/** Enough to outlast any burst of completions; older ids cannot complete again. */
const SAVED_MAX = 200;
/** Settings changed in another tab reach this one within a minute; the settings page's own saves at once. */
const PREFERENCES_FRESH_MS = 60_000;

/** Ids claimed in this tab, for browsers where storage is refused (private windows). */
const claimedHere = new Set<string>();

function savedIds(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(SAVED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Marks `id` as saved on this device; false when it already was (by this tab or another). */
function claim(id: string): boolean {
  if (claimedHere.has(id)) return false;
  claimedHere.add(id);
  const ids = savedIds();
  if (ids.includes(id)) return false;
  try {
    window.localStorage.setItem(SAVED_KEY, JSON.stringify([...ids, id].slice(-SAVED_MAX)));
  } catch {
    // Without storage, this tab's memory is all there is.
  }
  return true;
}

/**
 * Every open tab of the app gets the same completion: the Web Locks API lets one tab at a time check and mark it, so
 * it is saved once on this device. Where the API is missing (older browsers, plain-http pages) each tab checks on its
 * own, and two tabs racing may both save it.
 */
async function claimOnce(id: string): Promise<boolean> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return claim(id);
  return locks.request(`verbatim-auto-download-${id}`, () => claim(id));
}

/**
 * Auto-download: when one of the person's transcriptions completes while the app is open and their settings have
 * auto-download on, the transcript is saved in their default export format (the server picks it: no format is sent),
 * once per device. Answers the handler to give `useLiveUpdates` as `onFinished`.
 */
export function useAutoDownload(): (update: TranscriptionUpdateMessage) => void {
  const client = useVerbatimClient();
  const queryClient = useQueryClient();

  return useCallback(
    (update: TranscriptionUpdateMessage) => {
      if (update.status !== 'completed') return;
      void (async () => {
        // Read only when something completes, so no page pays for the settings just in case.
        const preferences = await queryClient
          .fetchQuery({
            queryKey: accountKeys.preferences(),
            queryFn: ({ signal }) => client.user.preferences({ signal }),
            staleTime: PREFERENCES_FRESH_MS,
          })
          .catch(() => null);
        if (!preferences?.autoDownload || !(await claimOnce(update.id))) return;
        try {
          const { blob, fileName } = await client.transcriptions.download(update.id, null);
          saveFile(blob, fileName);
          toast({ variant: 'success', title: 'Transcript Downloaded', description: `${fileName} was saved (auto-download is on).` });
        } catch {
          toast({
            variant: 'destructive',
            title: 'Auto-download Failed',
            description: 'The transcript is ready, but it could not be saved. Download it from your transcriptions.',
          });
        }
      })();
    },
    [client, queryClient],
  );
}
