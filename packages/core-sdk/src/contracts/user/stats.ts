import { z } from 'zod';

/** The dashboard figures (`endpoints.getStats` and `endpoints.getUserStats` answer the same). */
export const statsSchema = z.object({
  totalTranscriptions: z.number().int().nonnegative(),
  /** Hours of completed audio, to two decimals. */
  hoursTranscribed: z.number().nonnegative(),
  /**
   * Credits spent: the credit ledger's charges less their refunds, as billing lists them. Transcriptions paid by the
   * free daily allowance spend none.
   */
  creditsUsed: z.number().int().nonnegative(),
});
export type Stats = z.infer<typeof statsSchema>;
export const statsResponseSchema = statsSchema;
export type StatsResponse = Stats;
