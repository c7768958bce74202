import { isApiError } from '@verbatim/core-sdk';
import type { SecretKeyField, SecretKeyFormErrors } from '@verbatim/ui';

const FIELDS: readonly SecretKeyField[] = ['name', 'scopes'];

/** The server's messages about a refused secret key, by the form's field (`scopes.1` belongs to the scopes). */
export function secretKeyFieldErrors(error: unknown): SecretKeyFormErrors {
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED') return {};
  const fields = (error.details as { fields?: { field: string; message: string }[] } | undefined)?.fields ?? [];
  const errors: SecretKeyFormErrors = {};
  for (const { field, message } of fields) {
    const head = FIELDS.find((name) => field === name || field.startsWith(`${name}.`));
    if (head && !errors[head]) errors[head] = message;
  }
  return errors;
}
