import { createHmac, timingSafeEqual } from 'node:crypto';

/** What the checkout signs: an order's payment, or a subscription's. */
export type SignedPayment = { orderId: string; paymentId: string } | { subscriptionId: string; paymentId: string };

/** The text Razorpay signs for a checkout result: `order_id|payment_id`, or `payment_id|subscription_id`. */
function signedText(payment: SignedPayment): string {
  return 'orderId' in payment ? `${payment.orderId}|${payment.paymentId}` : `${payment.paymentId}|${payment.subscriptionId}`;
}

export function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Compares in constant time, so the answer's timing says nothing about how much of a forged signature was right. */
export function signatureMatches(expectedHex: string, given: string): boolean {
  const expected = Buffer.from(expectedHex, 'utf8');
  const actual = Buffer.from(given, 'utf8');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The signature of a checkout result, as Razorpay makes it with the key secret. */
export function signPayment(secret: string, payment: SignedPayment): string {
  return hmacHex(secret, signedText(payment));
}

/** Whether a checkout result's signature was made with the key secret over the ids we stored. */
export function paymentSignatureValid(secret: string, payment: SignedPayment, signature: string): boolean {
  return signatureMatches(signPayment(secret, payment), signature);
}

/** Whether a webhook's X-Razorpay-Signature is the HMAC of its raw body with the webhook secret. */
export function webhookSignatureValid(secret: string, rawBody: Buffer, signature: string): boolean {
  return signatureMatches(hmacHex(secret, rawBody), signature);
}
