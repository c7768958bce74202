/** Free plan: 3 transcriptions per UTC day (DESIGN.md, decisions). */
export const FREE_DAILY_TRANSCRIPTIONS = 3;

/** Free plan: each transcription up to 30 minutes of audio. */
export const FREE_MAX_SECONDS = 30 * 60;

/** Free plan: screen recordings up to 30 minutes. */
export const FREE_MAX_RECORDING_SECONDS = 30 * 60;
