import { AppError } from '../../errors/app-error';

/** A confirmation or unsubscribe link that is malformed, unknown or expired: 400, with words for the page to show. */
export class InvalidNewsletterTokenError extends AppError {
  constructor(message: string) {
    super(400, 'INVALID_NEWSLETTER_TOKEN', message);
  }
}
