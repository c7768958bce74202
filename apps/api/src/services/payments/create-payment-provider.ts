import { join } from 'node:path';
import type { Config } from '../../config';
import type { Database } from '../../db/create-database';
import { readOrCreateSigningSecret } from '../storage/create-storage';
import type { PaymentProvider } from './payment-provider';
import { createSandboxProvider } from './sandbox/sandbox-provider';

/** Razorpay when configured; else the sandbox, whose secret is generated once and kept in DATA_DIR. */
export async function createPaymentProvider(config: Config, db: Database): Promise<PaymentProvider> {
  const payments = config.payments;
  if (payments.provider === 'razorpay') {
    // Loaded only when configured: the SDK and its HTTP client are not needed by a sandbox server.
    const { createRazorpayProvider } = await import('./razorpay/razorpay-provider');
    return createRazorpayProvider(payments.razorpay);
  }
  // The configuration already refuses this; a second check where the sandbox is made costs nothing.
  if (config.env === 'production') throw new Error('The sandbox payment provider takes no real payments and does not run in production.');
  const secret = payments.sandboxSecret ?? (await readOrCreateSigningSecret(join(config.dataDir, 'secrets', 'payments-sandbox-secret')));
  return createSandboxProvider(db, secret);
}
