import { z } from 'zod';

export const healthResponseSchema = z.object({ status: z.enum(['ok', 'unavailable']) });
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** One readiness check: passed, or failed with what an operator needs to know. */
export const readinessCheckSchema = z.object({ ok: z.boolean(), message: z.string().optional() });
export type ReadinessCheck = z.infer<typeof readinessCheckSchema>;

/** GET /api/health/ready: every check, so that a 503 says which one failed. */
export const readinessResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  checks: z.object({ database: readinessCheckSchema, migrations: readinessCheckSchema, storage: readinessCheckSchema }),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
