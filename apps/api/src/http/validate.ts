import type { z } from 'zod';
import { ValidationError } from '../errors/app-error';

/** Parses input with a shared contract; a failure is a 400 that names each field. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.join('.') : '(body)',
    message: issue.message,
  }));
  throw new ValidationError(issues);
}
