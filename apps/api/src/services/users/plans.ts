/** Free plan: 3 transcriptions per UTC day (DESIGN.md, decisions). */
export const FREE_DAILY_TRANSCRIPTIONS = 3;
