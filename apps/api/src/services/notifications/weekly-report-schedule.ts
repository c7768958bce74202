const DAY_MS = 86_400_000;
/** Reports go out on Mondays at 08:00 UTC, about the seven days before that Monday. */
const SEND_HOUR_UTC = 8;

/** The first Monday 08:00 UTC strictly after `now`. */
export function nextWeeklyReportAt(now: Date): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  // getUTCDay: Sunday 0, Monday 1.
  const daysToMonday = (8 - new Date(today).getUTCDay()) % 7;
  let at = today + daysToMonday * DAY_MS + SEND_HOUR_UTC * 3_600_000;
  if (at <= now.getTime()) at += 7 * DAY_MS;
  return new Date(at);
}

/** A week's name: the date of the Monday its report is sent ("2026-11-30"), also the key of its job. */
export const weekOf = (sendAt: Date): string => sendAt.toISOString().slice(0, 10);

/** The seven whole UTC days a week's report covers: from the Monday before, up to (not including) the sending Monday. */
export function reportedPeriod(week: string): { start: Date; end: Date } {
  const end = new Date(`${week}T00:00:00.000Z`);
  return { start: new Date(end.getTime() - 7 * DAY_MS), end };
}
