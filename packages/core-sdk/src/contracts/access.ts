import { z } from 'zod';
import { accessRefusalCauses } from './access-rules';

/** The `error.details` of a refusal by the access gate: its cause and the figures it was decided on. */
export const accessRefusalSchema = z.object({
  cause: z.enum(accessRefusalCauses),
  /** The file's length in seconds when it is known (a retry, a probed upload); null before the file is read. */
  durationSeconds: z.number().nonnegative().nullable(),
  /** Credits the file needs (1 per started minute; 1 while its length is unknown). */
  creditsNeeded: z.number().int().nonnegative(),
  /** Credits the account could spend (its balance less what its transcriptions in flight hold). */
  creditsAvailable: z.number().int(),
  /** The longest file free transcriptions take, in minutes. */
  maxMinutesPerFile: z.number().int().positive(),
});
export type AccessRefusal = z.infer<typeof accessRefusalSchema>;
