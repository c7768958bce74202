import type { SharedTranscription } from './find-shared-transcription';

/** What a link shows anyone: the transcript and its file's name, nothing of the owner and no ids. */
export function presentSharedTranscript({ link, transcription: t }: SharedTranscription) {
  return {
    fileName: t.fileName,
    createdAt: new Date(t.createdAt).toISOString(),
    duration: t.durationSeconds,
    language: t.language,
    transcriptText: t.transcriptText,
    segments: t.segments ?? [],
    words: t.words ?? [],
    // So the shared page shows the speakers by the names the owner gave them, as the owner's viewer does.
    speakerNames: t.speakerNames ?? {},
    mediaAvailable: link.allowMedia && t.mediaKey !== null,
    mimeType: t.mimeType,
  };
}
