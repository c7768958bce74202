export { TranscriptionStatusBadge, type TranscriptionStatusBadgeProps } from './TranscriptionStatusBadge';
