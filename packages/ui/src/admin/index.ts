export { type CsvCell, csvBlob, csvField, DataTable, type DataTableColumn, type DataTableProps, toCsv } from './DataTable';
export { LiveBadge, type LiveBadgeProps } from './LiveBadge';
export { RankedList, type RankedListItem, type RankedListProps } from './RankedList';
export { RefreshToggle, type RefreshToggleProps } from './RefreshToggle';
export { StatGrid, type StatGridItem, type StatGridProps } from './StatGrid';
export { describeTrend, TrendChart, type TrendChartProps, type TrendPoint } from './TrendChart';
