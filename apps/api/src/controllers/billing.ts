import { endpoints } from '@verbatim/core-sdk/contracts';
import { BadRequestError } from '../errors/app-error';
import { handle } from '../http/endpoint';
import { limitPaymentCalls } from '../http/rate-limit';
import { readSmallBody } from '../http/read-small-body';
import { applyPaymentWebhook } from '../services/billing/apply-payment-webhook';
import { cancelSubscription } from '../services/billing/cancel-subscription';
import { billingCatalogue } from '../services/billing/catalogue';
import { createOrder } from '../services/billing/create-order';
import { describePayment } from '../services/billing/describe-payment';
import { getReceipt } from '../services/billing/get-receipt';
import { listCreditTransactions } from '../services/billing/list-credit-transactions';
import { previewPlanChange } from '../services/billing/preview-plan-change';
import { selectPlan } from '../services/billing/select-plan';
import { startTrial } from '../services/billing/start-trial';
import { verifyPayment } from '../services/billing/verify-payment';
import {
  completeSandboxCheckout,
  findSandboxAttempt,
  SANDBOX_METHODS,
  type SandboxChoice,
} from '../services/payments/sandbox/sandbox-checkout';
import { renderSandboxCheckoutPage } from '../services/payments/sandbox/sandbox-checkout-page';
import { contentDisposition } from '../services/storage/object-storage';

/** Razorpay's webhook bodies are a few kilobytes; far more is not an event. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;
const FORM_BODY_LIMIT = 4 * 1024;
/** Opening and verifying payments each ask the provider: limited per account. */
const counted = { before: [limitPaymentCalls] };

function sandboxChoice(form: Buffer): SandboxChoice {
  const fields = new URLSearchParams(form.toString('utf8'));
  const outcome = fields.get('outcome');
  const method = fields.get('method') ?? 'card';
  if (outcome !== 'pay' && outcome !== 'fail') throw new BadRequestError('Choose to pay or to decline the payment.');
  const known = SANDBOX_METHODS.find((m) => m === method);
  if (!known) throw new BadRequestError(`The payment method must be one of ${SANDBOX_METHODS.join(', ')}.`);
  return { outcome, method: known };
}

/** Prices, the credit ledger, payments (checkout, verification, webhooks, receipts) and the plan's life. */
export const billingEndpoints = [
  handle(endpoints.getBillingCatalogue, (_, ctx) => billingCatalogue(ctx.deps.payments.name)),
  handle(endpoints.listCreditTransactions, ({ user, query }, ctx) => listCreditTransactions(ctx.deps.db, user.id, query)),
  handle(endpoints.createOrder, ({ user, body }, ctx) => createOrder(ctx.deps, user, body), counted),
  handle(endpoints.verifyPayment, ({ user, body }, ctx) => verifyPayment(ctx.deps, user, body), counted),
  handle(endpoints.startTrial, ({ user }, ctx) => startTrial(ctx.deps, user.id)),
  handle(endpoints.cancelSubscription, ({ user, body }, ctx) => cancelSubscription(ctx.deps, user.id, body.reason)),
  handle(endpoints.selectPlan, ({ user, body }, ctx) => selectPlan(ctx.deps, user, body.plan)),
  handle(endpoints.previewPlanChange, ({ user, query }, ctx) => previewPlanChange(ctx.deps, user, query.plan)),
  handle(endpoints.getPaymentReceipt, async ({ user, params }, ctx) => {
    const receipt = await getReceipt(ctx.deps, user, params.id);
    ctx.type = 'application/pdf';
    ctx.set('Content-Disposition', contentDisposition(receipt.fileName));
    ctx.body = receipt.pdf;
    return undefined;
  }),
  handle(endpoints.razorpayWebhook, async (_, ctx) => {
    const raw = await readSmallBody(ctx, WEBHOOK_BODY_LIMIT);
    const outcome = await applyPaymentWebhook(
      ctx.deps,
      raw,
      ctx.get('X-Razorpay-Signature') || undefined,
      ctx.get('X-Razorpay-Event-Id') || undefined,
    );
    return { received: true as const, outcome };
  }),
  handle(endpoints.sandboxCheckoutPage, async ({ user, params }, ctx) => {
    const attempt = await findSandboxAttempt(ctx.deps, user.id, params.reference);
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-store');
    // Under the site-wide no-referrer policy a browser submits this page's form with `Origin: null`, which the origin
    // check refuses; same-origin lets it send our own origin, and still nothing to other sites.
    ctx.set('Referrer-Policy', 'same-origin');
    ctx.body = renderSandboxCheckoutPage(attempt, params.reference, describePayment(attempt));
    return undefined;
  }),
  handle(endpoints.completeSandboxCheckout, async ({ user, params }, ctx) => {
    const choice = sandboxChoice(await readSmallBody(ctx, FORM_BODY_LIMIT));
    ctx.status = 303;
    ctx.redirect(await completeSandboxCheckout(ctx.deps, user.id, params.reference, choice));
    return undefined;
  }),
];
