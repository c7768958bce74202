import { CONTACT_SENT_MESSAGE, endpoints } from '@verbatim/core-sdk/contracts';
import { handle, type MountedEndpoint } from '../http/endpoint';
import { limitPerAddress } from '../http/rate-limit';
import { sendContactMessage } from '../services/contact/send-contact-message';

/** The public site's contact form (stored, mailed to support, throttled) and the support address it mails. */
export const contactEndpoints: MountedEndpoint[] = [
  handle(
    endpoints.sendContactMessage,
    async ({ body, user }, ctx) => {
      await sendContactMessage(ctx.deps, body, user, ctx.log);
      return { success: true as const, message: CONTACT_SENT_MESSAGE };
    },
    // Every attempt counts, trapped ones too, before the message is checked: each one may mail a person.
    { before: [limitPerAddress('contactMessagesPerAddress')] },
  ),
  handle(endpoints.getContactDetails, async (_input, ctx) => ({ supportEmail: ctx.deps.config.supportEmail })),
];
