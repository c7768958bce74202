import { fileTooLongMessage, isTooLongForAccount } from '@verbatim/core-sdk';
import type { User } from '@verbatim/core-sdk/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { readMediaDuration } from '../lib/media-duration';

/** A file the browser found too long for the account, so it was not sent: its name and the server's words. */
export interface FileLengthRefusal {
  id: string;
  fileName: string;
  message: string;
}

export interface UseFileLengthCheckOptions {
  /** The signed-in user, as the server sent it: its credits and, while no plan is in effect, today's free allowance. */
  account: Pick<User, 'credits' | 'freeAllowance'> | null | undefined;
  /** Sends the files that may go (the upload queue's `add`). */
  send: (files: File[]) => unknown;
  /** Reads a file's length in the browser; the media element's metadata by default. */
  readDuration?: (file: File) => Promise<number | null>;
}

export interface UseFileLengthCheckResult {
  /** Checks the chosen files' lengths where the account has a limit, then sends those that may go, in order. */
  onFiles: (files: File[]) => Promise<void>;
  /** Files refused before sending, newest last. */
  refusals: readonly FileLengthRefusal[];
  dismiss: (id: string) => void;
}

/** The title of a refusal for length, as the upload panel shows it. */
export const FILE_TOO_LONG_TITLE = 'Too long for a free transcription';

let nextId = 0;

/**
 * The upload panel's check before sending: with no plan in effect, a file whose length the browser can read and that is
 * longer than free transcriptions take, with fewer credits than its minutes, is not sent; it is refused at once in
 * the words the server would use, from the limit and the credits the server sent (`user.freeAllowance`,
 * `user.credits`). A file whose length the browser cannot read is sent, and the server decides.
 */
export function useFileLengthCheck({
  account,
  send,
  readDuration = readMediaDuration,
}: UseFileLengthCheckOptions): UseFileLengthCheckResult {
  const [refusals, setRefusals] = useState<FileLengthRefusal[]>([]);
  // The latest account and sender, read when the lengths are known rather than when the files were chosen.
  const latest = useRef({ account, send });
  useEffect(() => {
    latest.current = { account, send };
  });

  const onFiles = useCallback(
    async (files: File[]) => {
      const allowance = latest.current.account?.freeAllowance;
      if (!allowance) {
        latest.current.send(files);
        return;
      }
      const lengths = await Promise.all(files.map((file) => readDuration(file).catch(() => null)));
      const current = latest.current.account;
      const refused: FileLengthRefusal[] = [];
      const allowed: File[] = [];
      files.forEach((file, index) => {
        const seconds = lengths[index];
        if (current?.freeAllowance && seconds != null && isTooLongForAccount(seconds, current)) {
          const message = fileTooLongMessage({
            durationSeconds: seconds,
            maxMinutesPerFile: current.freeAllowance.maxMinutesPerFile,
            creditsAvailable: current.credits,
          });
          refused.push({ id: `length-refusal-${++nextId}`, fileName: file.name, message });
        } else {
          allowed.push(file);
        }
      });
      if (refused.length > 0) setRefusals((previous) => [...previous, ...refused]);
      if (allowed.length > 0) latest.current.send(allowed);
    },
    [readDuration],
  );

  const dismiss = useCallback((id: string) => setRefusals((previous) => previous.filter((refusal) => refusal.id !== id)), []);
  return { onFiles, refusals, dismiss };
}
