export {
  type TranscriptionAction,
  type TranscriptionActionName,
  TranscriptionsTable,
  type TranscriptionsTableProps,
  TranscriptionsTableSkeleton,
} from './TranscriptionsTable';
