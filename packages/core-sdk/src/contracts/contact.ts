import { z } from 'zod';
import { requiredMultiLineText, requiredText } from './common';

/** POST /api/contact: every field non-blank after trimming. */
export const contactRequestSchema = z.object({
  name: requiredText('Name is required', 100),
  email: requiredText('Email is required', 254).pipe(z.email({ error: 'Please enter a valid email address.' })),
  subject: requiredText('Subject is required', 200),
  message: requiredMultiLineText('Message is required', 5000),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
export const contactResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
