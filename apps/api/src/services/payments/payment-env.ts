import { z } from 'zod';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

/**
 * The payment variables as a plain zod shape for config.ts (paired with `refinePaymentEnv`). With no Razorpay key the
 * sandbox checkout takes payments, which production refuses.
 */
export const paymentEnvShape = {
  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  RAZORPAY_PLAN_BASIC: optionalString,
  RAZORPAY_PLAN_PRO: optionalString,
  /** Razorpay's API address; only tests point it elsewhere (a loopback server that speaks Razorpay's REST). */
  RAZORPAY_API_URL: z.url({ error: 'must be a URL' }).default('https://api.razorpay.com'),
  PAYMENTS_SANDBOX_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
};

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  planIds: { basic: string; pro: string };
  apiUrl: string;
}

export type PaymentsConfig =
  | { provider: 'razorpay'; razorpay: RazorpayConfig }
  | {
      provider: 'sandbox' /** Signs sandbox checkout results; generated and kept in DATA_DIR when unset. */;
      sandboxSecret: string | undefined;
    };

interface PaymentEnv {
  NODE_ENV: string;
  RAZORPAY_KEY_ID?: string | undefined;
  RAZORPAY_KEY_SECRET?: string | undefined;
  RAZORPAY_WEBHOOK_SECRET?: string | undefined;
  RAZORPAY_PLAN_BASIC?: string | undefined;
  RAZORPAY_PLAN_PRO?: string | undefined;
  RAZORPAY_API_URL: string;
  PAYMENTS_SANDBOX_SECRET?: string | undefined;
}

const RAZORPAY_VARIABLES = [
  'RAZORPAY_KEY_ID',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
  'RAZORPAY_PLAN_BASIC',
  'RAZORPAY_PLAN_PRO',
] as const;

/** Razorpay needs all five variables; production needs Razorpay, because the sandbox takes no real money. */
export function refinePaymentEnv(env: PaymentEnv, ctx: z.RefinementCtx): void {
  const set = RAZORPAY_VARIABLES.filter((name) => env[name]);
  if (set.length > 0 && set.length < RAZORPAY_VARIABLES.length) {
    for (const name of RAZORPAY_VARIABLES.filter((n) => !env[n])) {
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `is required with ${set.join(', ')} (Razorpay needs all of ${RAZORPAY_VARIABLES.join(', ')})`,
      });
    }
  }
  if (env.NODE_ENV === 'production' && set.length === 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['RAZORPAY_KEY_ID'],
      message: `is required in production: the sandbox checkout takes no real payments (set ${RAZORPAY_VARIABLES.join(', ')})`,
    });
  }
}

export function paymentsConfigFrom(env: PaymentEnv): PaymentsConfig {
  if (env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.RAZORPAY_WEBHOOK_SECRET && env.RAZORPAY_PLAN_BASIC && env.RAZORPAY_PLAN_PRO) {
    return {
      provider: 'razorpay',
      razorpay: {
        keyId: env.RAZORPAY_KEY_ID,
        keySecret: env.RAZORPAY_KEY_SECRET,
        webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
        planIds: { basic: env.RAZORPAY_PLAN_BASIC, pro: env.RAZORPAY_PLAN_PRO },
        apiUrl: env.RAZORPAY_API_URL,
      },
    };
  }
  return { provider: 'sandbox', sandboxSecret: env.PAYMENTS_SANDBOX_SECRET };
}
