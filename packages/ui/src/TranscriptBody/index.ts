export { handlePlaybackKeys } from './playback-keys';
export { TranscriptBody, type TranscriptBodyProps } from './TranscriptBody';
export { SKIP_SECONDS, type TranscriptPlayback, useTranscriptPlayback } from './use-transcript-playback';
