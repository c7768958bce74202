import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PaymentAttemptModel } from '../../models/payment-attempt';
import { renderReceipt } from './render-receipt';

/** The text a PDF reader finds in the file (poppler's pdftotext), so the test reads what a person would. */
function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'verbatim-receipt-'));
  try {
    writeFileSync(join(dir, 'receipt.pdf'), pdf);
    return execFileSync('pdftotext', ['-layout', join(dir, 'receipt.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const attempt = (fields: Partial<PaymentAttemptModel>) =>
  ({
    id: '3f1c2b9a-1111-4222-8333-944455556666',
    kind: 'pack',
    plan: null,
    credits: 500,
    amountCents: 799,
    currency: 'USD',
    provider: 'razorpay',
    providerPaymentId: 'pay_Q1w2e3r4t5',
    method: 'upi',
    status: 'completed',
    completedAt: new Date('2026-11-02T10:00:00Z'),
    updatedAt: new Date('2026-11-02T10:00:00Z'),
    ...fields,
  }) as PaymentAttemptModel;

describe('renderReceipt', () => {
  it('is a real PDF that names the buyer as typed, what was bought, the amount, the date and the payment', async () => {
    const pdf = await renderReceipt(attempt({}), { email: 'zoe@example.com', firstName: 'Zoë', lastName: 'Ångström-Дмитрий' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const line of [
      'Receipt',
      '3f1c2b9a-1111-4222-8333-944455556666',
      'November 2, 2026',
      'Zoë Ångström-Дмитрий <zoe@example.com>',
      'upi',
      'pay_Q1w2e3r4t5',
      '500 credits',
      '$7.99',
    ]) {
      expect(text).toContain(line);
    }
    expect(text).not.toContain('sandbox');
  });

  it('names a plan and its period, and says when no money was taken', async () => {
    const text = pdfText(
      await renderReceipt(attempt({ kind: 'renewal', plan: 'pro', credits: 1200, amountCents: 1500, provider: 'sandbox' }), {
        email: 'ada@example.com',
        firstName: null,
        lastName: null,
      }),
    );
    expect(text).toContain('Pro plan, monthly renewal (1,200 minutes)');
    expect(text).toContain('$15.00');
    expect(text).toContain('Billed to: ada@example.com');
    expect(text).toContain('no money was taken');
  });
});
