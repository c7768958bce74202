import type { Config } from '../../config';
import { ValidationError } from '../../errors/app-error';

/** Refuses a plain http URL where deliveries must be encrypted (production). Addresses are checked at delivery time. */
export function checkWebhookUrl(config: Config, url: string): void {
  if (config.webhooks.requireHttps && new URL(url).protocol !== 'https:') {
    throw new ValidationError([{ field: 'url', message: 'The URL must use https.' }], 'The URL must use https.');
  }
}
