export {
  type TranscriptionAction,
  TranscriptionsTable,
  type TranscriptionsTableProps,
  TranscriptionsTableSkeleton,
} from './TranscriptionsTable';
