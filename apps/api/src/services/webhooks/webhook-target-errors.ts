/** A delivery refused before any byte was sent: the target is not an address webhooks may go to. */
export class WebhookTargetRefusedError extends Error {
  override readonly name = 'WebhookTargetRefusedError';
}
