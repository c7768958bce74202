export { type TranscriptTextEdit, TranscriptViewer, type TranscriptViewerProps } from './TranscriptViewer';
