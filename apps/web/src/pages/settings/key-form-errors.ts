import { isApiError } from '@verbatim/core-sdk';
import type { PublishableKeyField, PublishableKeyFormErrors } from '@verbatim/ui';

const FIELDS: readonly PublishableKeyField[] = ['name', 'origins', 'widgets', 'minutesPerDay', 'maxFileBytes'];

interface ValidationDetails {
  fields?: { field: string; message: string }[];
}

/**
 * The server's messages about a refused key, by the form's field: `origins.2` belongs to the origins, and every origin
 * it refused is listed (one a line), so that all of them can be put right at once.
 */
export function publishableKeyFieldErrors(error: unknown): PublishableKeyFormErrors {
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED') return {};
  const details = error.details as ValidationDetails | undefined;
  const messages = new Map<PublishableKeyField, string[]>();
  for (const { field, message } of details?.fields ?? []) {
    const head = FIELDS.find((name) => field === name || field.startsWith(`${name}.`));
    if (!head) continue;
    const list = messages.get(head) ?? [];
    if (!list.includes(message)) list.push(message);
    messages.set(head, list);
  }
  return Object.fromEntries([...messages].map(([field, list]) => [field, list.join('\n')]));
}
