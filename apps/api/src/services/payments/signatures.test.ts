import { describe, expect, it } from 'vitest';
import { hmacHex, paymentSignatureValid, signatureMatches, signPayment, webhookSignatureValid } from './signatures';

// Known answers from Razorpay's own SDK tests (razorpay/razorpay-node, test/utils/razorpay-utils.spec.js), so a
// change to the signed text or the algorithm fails here rather than at a real checkout.
const SECRET = 'EnLs21M47BllR3X8PSFtjtbd';
const ORDER_PAYMENT = { orderId: 'order_IEIaMR65cu6nz3', paymentId: 'pay_IH4NVgf4Dreq1l' };
const ORDER_SIGNATURE = '0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f';
const SUBSCRIPTION_PAYMENT = { subscriptionId: 'sub_ID6MOhgkcoHj9I', paymentId: 'pay_IDZNwZZFtnjyym' };
const SUBSCRIPTION_SIGNATURE = '601f383334975c714c91a7d97dd723eb56520318355863dcf3821c0d07a17693';
const WEBHOOK_BODY = Buffer.from('{"a":1,"b":2,"c":{"d":3}}');
const WEBHOOK_SECRET = '123456';
const WEBHOOK_SIGNATURE = '2fe04e22977002e6c7cb553adab8b460cb9e2a4970d5953cb27a8472752e3bbc';

/** The same signature with its last hex digit changed. */
const flipLast = (hex: string) => hex.slice(0, -1) + (hex.endsWith('0') ? '1' : '0');

describe('checkout signatures', () => {
  it("signs an order's payment as Razorpay does: order_id|payment_id", () => {
    expect(signPayment(SECRET, ORDER_PAYMENT)).toBe(ORDER_SIGNATURE);
    expect(paymentSignatureValid(SECRET, ORDER_PAYMENT, ORDER_SIGNATURE)).toBe(true);
  });

  it("signs a subscription's payment as Razorpay does: payment_id|subscription_id", () => {
    expect(signPayment(SECRET, SUBSCRIPTION_PAYMENT)).toBe(SUBSCRIPTION_SIGNATURE);
    expect(paymentSignatureValid(SECRET, SUBSCRIPTION_PAYMENT, SUBSCRIPTION_SIGNATURE)).toBe(true);
  });

  it('refuses a forged signature, another secret, or ids it was not made for', () => {
    expect(paymentSignatureValid(SECRET, ORDER_PAYMENT, flipLast(ORDER_SIGNATURE))).toBe(false);
    expect(paymentSignatureValid('another secret', ORDER_PAYMENT, ORDER_SIGNATURE)).toBe(false);
    expect(paymentSignatureValid(SECRET, { ...ORDER_PAYMENT, paymentId: 'pay_IH4NVgf4Dreq1m' }, ORDER_SIGNATURE)).toBe(false);
    // The subscription order of the ids is not the order one's: a signature for one is no good for the other.
    const swapped = { subscriptionId: ORDER_PAYMENT.orderId, paymentId: ORDER_PAYMENT.paymentId };
    expect(paymentSignatureValid(SECRET, swapped, ORDER_SIGNATURE)).toBe(false);
  });

  it('refuses a truncated, padded, empty or upper-cased signature', () => {
    expect(paymentSignatureValid(SECRET, ORDER_PAYMENT, ORDER_SIGNATURE.slice(0, 32))).toBe(false);
    expect(paymentSignatureValid(SECRET, ORDER_PAYMENT, ORDER_SIGNATURE.slice(0, -1))).toBe(false);
    expect(paymentSignatureValid(SECRET, ORDER_PAYMENT, `${ORDER_SIGNATURE}0`)).toBe(false);
    expect(paymentSignatureValid(SECRET, ORDER_PAYMENT, ` ${ORDER_SIGNATURE}`)).toBe(false);
    expect(paymentSignatureValid(SECRET, ORDER_PAYMENT, '')).toBe(false);
    expect(paymentSignatureValid(SECRET, ORDER_PAYMENT, ORDER_SIGNATURE.toUpperCase())).toBe(false);
  });

  it('refuses a signature that is not hex, of the right length or not', () => {
    expect(paymentSignatureValid(SECRET, ORDER_PAYMENT, 'z'.repeat(64))).toBe(false);
    expect(paymentSignatureValid(SECRET, ORDER_PAYMENT, 'sddsfdsfs')).toBe(false);
    expect(paymentSignatureValid(SECRET, ORDER_PAYMENT, Buffer.from(ORDER_SIGNATURE, 'hex').toString('base64'))).toBe(false);
  });

  it('answers false, without throwing, when the lengths differ (timingSafeEqual alone would throw)', () => {
    expect(() => signatureMatches(ORDER_SIGNATURE, 'short')).not.toThrow();
    expect(signatureMatches(ORDER_SIGNATURE, 'short')).toBe(false);
    // Characters that take more than one byte: the same length in characters, another length in bytes.
    const multibyte = 'é'.repeat(64);
    expect(() => paymentSignatureValid(SECRET, ORDER_PAYMENT, multibyte)).not.toThrow();
    expect(paymentSignatureValid(SECRET, ORDER_PAYMENT, multibyte)).toBe(false);
  });
});

describe('webhook signatures', () => {
  it('is the HMAC-SHA256 hex of the raw body with the webhook secret', () => {
    expect(hmacHex(WEBHOOK_SECRET, WEBHOOK_BODY)).toBe(WEBHOOK_SIGNATURE);
    expect(webhookSignatureValid(WEBHOOK_SECRET, WEBHOOK_BODY, WEBHOOK_SIGNATURE)).toBe(true);
  });

  it('refuses a changed body, another secret, or a forged or truncated signature', () => {
    const reformatted = Buffer.from(JSON.stringify(JSON.parse(WEBHOOK_BODY.toString()), null, 1));
    expect(webhookSignatureValid(WEBHOOK_SECRET, reformatted, WEBHOOK_SIGNATURE)).toBe(false);
    expect(webhookSignatureValid('654321', WEBHOOK_BODY, WEBHOOK_SIGNATURE)).toBe(false);
    expect(webhookSignatureValid(WEBHOOK_SECRET, WEBHOOK_BODY, flipLast(WEBHOOK_SIGNATURE))).toBe(false);
    expect(webhookSignatureValid(WEBHOOK_SECRET, WEBHOOK_BODY, WEBHOOK_SIGNATURE.slice(0, 63))).toBe(false);
    expect(webhookSignatureValid(WEBHOOK_SECRET, WEBHOOK_BODY, 'sdfafds')).toBe(false);
    expect(() => webhookSignatureValid(WEBHOOK_SECRET, WEBHOOK_BODY, '')).not.toThrow();
  });
});
