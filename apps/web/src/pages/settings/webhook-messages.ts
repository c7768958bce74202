/** The webhooks section's toasts. */
export const WEBHOOK_TOASTS = {
  created: { title: 'Endpoint added', description: 'Copy its signing secret now: it will not be shown again.' },
  rotated: { title: 'New signing secret', description: 'Copy it now. The old one keeps signing for 24 hours.' },
  testSent: { title: 'Test event queued', description: 'Its delivery shows under the endpoint in a moment.' },
  redelivered: { title: 'Sending again', description: 'The delivery goes out with the same webhook-id.' },
  deleted: { title: 'Endpoint deleted', description: 'Nothing more is sent to it.' },
  failed: { title: 'That did not work', fallback: 'Please try again.' },
} as const;

/** Shown when the endpoints cannot be loaded and the server said nothing more useful. */
export const WEBHOOKS_LOAD_FAILED = 'Your webhooks could not be loaded. Please try again.';
