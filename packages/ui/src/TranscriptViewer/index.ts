export type { SearchMatchMoment } from './search-match-words';
export { type TranscriptTextEdit, TranscriptViewer, type TranscriptViewerProps } from './TranscriptViewer';
