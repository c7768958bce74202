export { TranscriptViewer, type TranscriptViewerProps } from './TranscriptViewer';
