/** The sorted field names of a VALIDATION_FAILED answer, or [] for any other body. */
export function errorFields(json: unknown): string[] {
  const details = (json as { error?: { details?: { fields?: { field: string }[] } } } | undefined)?.error?.details;
  return (details?.fields ?? []).map((f) => f.field).sort();
}
