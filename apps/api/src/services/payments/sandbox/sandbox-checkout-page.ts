import { escapeHtml } from '../../../lib/escape-html';
import type { PaymentAttemptModel } from '../../../models/payment-attempt';
import { SANDBOX_METHODS } from './sandbox-checkout';

const METHOD_LABELS: Record<(typeof SANDBOX_METHODS)[number], string> = {
  card: 'Card',
  upi: 'UPI',
  netbanking: 'Net banking',
  wallet: 'Wallet',
};

/**
 * The sandbox checkout: what is bought and for how much, a payment method, and three ways out (pay, decline,
 * go back). A plain form with no script, so it works under the API's strict content security policy and with
 * the keyboard alone; it says plainly that no money moves.
 */
export function renderSandboxCheckoutPage(attempt: PaymentAttemptModel, reference: string, description: string): string {
  const amount = `$${(attempt.amountCents / 100).toFixed(2)}`;
  const title = attempt.kind === 'pack' ? description : `${description}: ${amount} a month`;
  const action = `/api/payments/sandbox/checkout/${encodeURIComponent(reference)}`;
  const body =
    attempt.status === 'completed'
      ? `<p>This checkout is paid already.</p><p><a class="button" href="/billing">Back to billing</a></p>`
      : `<form method="post" action="${escapeHtml(action)}">
      <fieldset>
        <legend>Payment method</legend>
        ${SANDBOX_METHODS.map((m, i) => `<label><input type="radio" name="method" value="${m}"${i === 0 ? ' checked' : ''}> ${METHOD_LABELS[m]}</label>`).join('\n        ')}
      </fieldset>
      <div class="actions">
        <button type="submit" name="outcome" value="pay" class="pay">Pay ${escapeHtml(amount)}</button>
        <button type="submit" name="outcome" value="fail" class="fail">Decline payment</button>
      </div>
    </form>
    <p><a href="/billing?payment=cancelled">Cancel and go back to billing</a></p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sandbox checkout · Verbatim</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: Canvas; color: CanvasText; }
  main { width: min(28rem, calc(100% - 2rem)); border: 1px solid color-mix(in srgb, CanvasText 20%, transparent); border-radius: 12px; padding: 1.5rem; }
  h1 { font-size: 1.25rem; margin: 0 0 .25rem; }
  .note { background: color-mix(in srgb, #f59e0b 18%, Canvas); border-radius: 8px; padding: .5rem .75rem; font-size: .9rem; }
  .amount { font-size: 2rem; font-weight: 700; margin: 1rem 0; }
  fieldset { border: 1px solid color-mix(in srgb, CanvasText 20%, transparent); border-radius: 8px; display: flex; flex-wrap: wrap; gap: .75rem 1.25rem; }
  .actions { display: flex; flex-wrap: wrap; gap: .75rem; margin-top: 1.25rem; }
  button, .button { font: inherit; padding: .6rem 1.1rem; border-radius: 8px; border: 1px solid transparent; cursor: pointer; text-decoration: none; }
  .pay, .button { background: #4f46e5; color: white; }
  .fail { background: transparent; color: inherit; border-color: color-mix(in srgb, CanvasText 35%, transparent); }
  :focus-visible { outline: 3px solid #818cf8; outline-offset: 2px; }
</style>
</head>
<body>
<main>
  <h1>Verbatim sandbox checkout</h1>
  <p class="note" role="note">No payment keys are configured on this server, so this checkout takes no money. Pay to try the whole purchase, or decline to see a failed payment.</p>
  <p>${escapeHtml(title)}</p>
  <p class="amount">${escapeHtml(amount)}</p>
  ${body}
</main>
</body>
</html>`;
}
