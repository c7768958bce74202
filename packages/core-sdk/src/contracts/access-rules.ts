// The access gate's rules and words that clients apply too, without zod, so the SDK's main entry can use them.

/**
 * Why a transcription was refused (the 403 of an upload, a retry or processing), one cause each:
 * - `length`: the file is longer than free transcriptions take, and the credits left do not pay for it;
 * - `allowance`: today's free transcriptions are used up and no credits are left;
 * - `credits`: the credits left do not pay for the file (a plan in effect pays only from credits);
 * - `plan`: the plan that paid ended (cancelled or not renewed) and nothing else is left.
 */
export const accessRefusalCauses = ['length', 'allowance', 'credits', 'plan'] as const;
export type AccessRefusalCause = (typeof accessRefusalCauses)[number];

/** 1 credit = 1 minute of audio, rounded up per file; at least 1 for any audio at all. */
export function creditsForDuration(durationSeconds: number): number {
  return Math.max(1, Math.ceil(durationSeconds / 60));
}

/**
 * The words for a file longer than free transcriptions take, the same whether the server refuses it (on upload, while
 * processing, on retry) or the upload panel does before sending it, having read its length in the browser.
 */
export function fileTooLongMessage(input: { durationSeconds: number; maxMinutesPerFile: number; creditsAvailable: number }): string {
  const needed = creditsForDuration(input.durationSeconds).toLocaleString('en-US');
  const left = Math.max(0, input.creditsAvailable).toLocaleString('en-US');
  return (
    `This file is longer than the ${input.maxMinutesPerFile} minutes a free transcription takes. ` +
    `A longer file is paid with credits, 1 per started minute: it needs ${needed} and you have ${left}. Buy credits or choose a plan to transcribe it.`
  );
}

/**
 * Whether a file of this length would be refused for its length: no plan in effect (`freeAllowance` is the user's, null
 * on a plan), longer than free transcriptions take, and more minutes than the credits left.
 */
export function isTooLongForAccount(
  durationSeconds: number,
  account: { credits: number; freeAllowance: { maxMinutesPerFile: number } | null },
): boolean {
  if (!account.freeAllowance) return false;
  if (durationSeconds <= account.freeAllowance.maxMinutesPerFile * 60) return false;
  return creditsForDuration(durationSeconds) > account.credits;
}
