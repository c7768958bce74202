/**
 * Whether a finished transcription heard any speech: the engine gave words. One without (silence, music, noise) is
 * completed all the same, so its recording stays playable, but it is not charged and does not count against the
 * free transcriptions of the day.
 */
export function foundSpeech(transcriptText: string | null): boolean {
  return (transcriptText ?? '').trim().length > 0;
}

/**
 * The SQL of foundSpeech on the transcriptions table, for counts made in the database: a completed transcription
 * whose text is empty found no speech.
 */
export const NO_SPEECH_SQL = "status = 'completed' and coalesce(btrim(transcript_text), '') = ''";
