// Which POSTs honour Idempotency-Key, without zod, so that the SDK's main entry can decide what it may retry.

/**
 * The endpoints whose definitions are `idempotent`: repeating one with the same Idempotency-Key runs it once. The
 * contracts test checks that this list and the definitions agree.
 */
export const idempotentRouteNames: ReadonlySet<string> = new Set([
  'processObjectUpload',
  'processLargeUpload',
  'createOrder',
  'verifyPayment',
  'adminGrantCredits',
  'sendNewsletterIssue',
]);
