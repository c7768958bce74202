import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { serverFieldErrors } from './error-messages';

/** A form's own message for some of a schema's issues: field name, then issue code (`too_small`, `invalid_format`...). */
export type Wording = Readonly<Record<string, Readonly<Record<string, string>>>>;

/**
 * Checks a form against a schema shared with the server, so that it refuses exactly what the server would refuse.
 * `wording` keeps the form's words where the screen says it differently from the API.
 */
export function schemaResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  wording: Wording = {},
): Resolver<Input, unknown, Output> {
  const resolve = zodResolver(schema, undefined, { mode: 'sync' }) as Resolver<Input, unknown, Output>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    for (const [field, error] of Object.entries(result.errors)) {
      const message = error?.type ? wording[field]?.[String(error.type)] : undefined;
      if (error && message) error.message = message;
    }
    return result;
  };
}

/** Shows the per-field messages of a 400 VALIDATION_FAILED answer next to those of `fields` the form has. */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  for (const [field, message] of Object.entries(serverFieldErrors<string>(error, fields))) {
    if (message) setError(field as Path<T>, { type: 'server', message });
  }
}
