// Loaded only through `loadEmailRule`: importing the schema here rather than the whole contracts module keeps the
// lazily loaded part to the newsletter's rule and zod.
import { newsletterSubscribeRequestSchema } from '@verbatim/core-sdk/contracts';

/** The server's rule for a subscriber's address. */
export const subscriberEmailRule = newsletterSubscribeRequestSchema.shape.email;
