/** Midnight UTC at the start of `now`'s day: daily allowances and limits renew then, for everyone at once. */
export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}
