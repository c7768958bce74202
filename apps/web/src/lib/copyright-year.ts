/** The spec's rule: the current year, but never earlier than 2025 (a wrong clock must not show an older year). */
export const FIRST_COPYRIGHT_YEAR = 2025;

export function copyrightYear(now: Date = new Date()): number {
  return Math.max(now.getFullYear(), FIRST_COPYRIGHT_YEAR);
}
