export {
  Table,
  type TableColumn,
  type TableLayout,
  type TableProps,
  type TableRowAttributes,
  TableSkeleton,
  type TableSkeletonProps,
} from './Table';
