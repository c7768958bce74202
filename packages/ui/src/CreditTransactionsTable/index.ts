export {
  CreditTransactionsTable,
  type CreditTransactionsTableProps,
  CreditTransactionsTableSkeleton,
} from './CreditTransactionsTable';
