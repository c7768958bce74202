/** A date as billing messages show it: "March 4, 2026" (UTC, so the server's zone never changes it). */
export function formatBillingDate(date: Date): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
