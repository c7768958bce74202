import type { subscriberEmailRule } from './newsletter-email-schema';

type EmailRule = typeof subscriberEmailRule;

let loading: Promise<EmailRule> | undefined;

/**
 * The server's rule for a subscriber's address, loaded on first use: it is built with zod, which would otherwise weigh
 * on every page that shows the box. A failed load is forgotten, so that the next submit tries again.
 */
export function loadEmailRule(): Promise<EmailRule> {
  loading ??= import('./newsletter-email-schema').then(
    (schema) => schema.subscriberEmailRule,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The address as the server would take it, or what is wrong with it. When the rule cannot be loaded (the network
 * dropped), the address goes as typed and the server's own check answers.
 */
export async function checkSubscriberEmail(email: string): Promise<{ email: string } | { problem: string }> {
  const rule = await loadEmailRule().catch(() => null);
  if (!rule) return { email };
  const checked = rule.safeParse(email);
  return checked.success ? { email: checked.data } : { problem: checked.error.issues[0]?.message ?? 'Please enter a valid email address.' };
}
