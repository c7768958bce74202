import { z } from 'zod';
import { requiredText, singleLine } from '../common';

/** The one answer to a subscribe request, whether the address was new, pending, confirmed or unsubscribed. */
export const NEWSLETTER_SUBSCRIBE_MESSAGE = 'Check your inbox to confirm your subscription.';
export const NEWSLETTER_CONFIRMED_MESSAGE = "You're subscribed to the Verbatim newsletter.";
export const NEWSLETTER_UNSUBSCRIBED_MESSAGE = "You've been unsubscribed from the Verbatim newsletter.";
/** What a bad, used or expired link answers (400, code INVALID_NEWSLETTER_TOKEN). */
export const NEWSLETTER_INVALID_CONFIRM_LINK = 'This confirmation link is invalid or has expired.';
export const NEWSLETTER_INVALID_UNSUBSCRIBE_LINK = 'This unsubscribe link is invalid.';

/** Where on the site a subscription came from ("blog", "blog-post"); kept for counting, never shown. */
export const NEWSLETTER_SOURCE_MAX_LENGTH = 64;

const newsletterToken = (message: string) => z.string({ error: message }).trim().min(1, message).max(200, message).check(singleLine());

/** POST /api/newsletter/subscribe. */
export const newsletterSubscribeRequestSchema = z.object({
  email: requiredText('Email is required', 254).pipe(z.email({ error: 'Please enter a valid email address.' })),
  source: z
    .string()
    .trim()
    .max(NEWSLETTER_SOURCE_MAX_LENGTH, `source must be at most ${NEWSLETTER_SOURCE_MAX_LENGTH} characters`)
    .check(singleLine())
    .optional(),
});
export type NewsletterSubscribeRequest = z.input<typeof newsletterSubscribeRequestSchema>;

/** POST /api/newsletter/confirm: the token from the confirmation e-mail's link. */
export const newsletterConfirmRequestSchema = z.object({ token: newsletterToken('token is required') });
export type NewsletterConfirmRequest = z.input<typeof newsletterConfirmRequestSchema>;

/** POST /api/newsletter/unsubscribe: the token from the unsubscribe link of any e-mail to a confirmed subscriber. */
export const newsletterUnsubscribeRequestSchema = z.object({ token: newsletterToken('token is required') });
export type NewsletterUnsubscribeRequest = z.input<typeof newsletterUnsubscribeRequestSchema>;

export const newsletterMessageResponseSchema = z.object({ message: z.string() });
export type NewsletterMessageResponse = z.infer<typeof newsletterMessageResponseSchema>;
