import { defineEndpoint } from '../endpoint';
import { routes } from '../routes';
import { contactDetailsSchema, contactRequestSchema, contactResponseSchema } from './contact';
import { signInOptionsSchema } from './sign-in-options';

/**
 * The public site's calls: the contact form, the support address, and the ways to sign in. Spread into `endpoints`
 * (../endpoints.ts).
 */
export const siteEndpoints = {
  sendContactMessage: defineEndpoint(routes.sendContactMessage, {
    access: 'public',
    tag: 'contact',
    summary:
      "Sends a message to the support team: it is kept, and e-mailed to the support address with the sender's address as Reply-To. A signed-in sender's account is noted with it. A message whose hidden `website` field is filled in (a spam trap) gets the same answer and is dropped.",
    body: contactRequestSchema,
    failures: { 429: 'Too many messages from this address; Retry-After says when to try again.' },
    responses: { 200: contactResponseSchema },
  }),
  getContactDetails: defineEndpoint(routes.getContactDetails, {
    access: 'public',
    tag: 'contact',
    summary: "The support team's e-mail address, for people who would rather write from their own mail program.",
    responses: { 200: contactDetailsSchema },
  }),
  getSignInOptions: defineEndpoint(routes.getSignInOptions, {
    access: 'public',
    tag: 'auth',
    summary:
      'The ways to sign in besides e-mail and password, which are always offered: `google` is true when Google sign-in is configured on this server.',
    responses: { 200: signInOptionsSchema },
  }),
} as const;
