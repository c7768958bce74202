import { z } from 'zod';
import { requiredMultiLineText, requiredText } from '../common';

/** The contact form's words (spec, account 5 and 8): what a blank field and a malformed address answer. */
export const CONTACT_MISSING_INFORMATION = 'Please fill in all fields before submitting.';
export const CONTACT_INVALID_EMAIL = 'Please enter a valid email address.';
/** The answer to a message that was taken (also to one caught by the spam trap, which is not told apart). */
export const CONTACT_SENT_MESSAGE = "We've received your message and will respond within 24 hours.";

export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_SUBJECT_MAX_LENGTH = 200;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/**
 * POST /api/contact: every field non-blank after trimming. `website` is a spam trap: forms keep it hidden from people,
 * so only a program filling in every field it finds sends it, and such a message is answered as a success and dropped.
 */
export const contactRequestSchema = z.object({
  name: requiredText(CONTACT_MISSING_INFORMATION, CONTACT_NAME_MAX_LENGTH),
  email: requiredText(CONTACT_MISSING_INFORMATION, 254).pipe(z.email({ error: CONTACT_INVALID_EMAIL })),
  subject: requiredText(CONTACT_MISSING_INFORMATION, CONTACT_SUBJECT_MAX_LENGTH),
  message: requiredMultiLineText(CONTACT_MISSING_INFORMATION, CONTACT_MESSAGE_MAX_LENGTH),
  website: z.string().max(2000, 'Must be at most 2000 characters').optional(),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
export const contactResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
/** How to reach the support team without the form: for people who would rather write from their own mail program. */
export const contactDetailsSchema = z.object({ supportEmail: z.string() });
export type ContactDetails = z.infer<typeof contactDetailsSchema>;
