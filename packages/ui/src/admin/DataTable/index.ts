export { type CsvCell, csvBlob, csvField, toCsv } from './csv';
export { DataTable, type DataTableColumn, type DataTableProps } from './DataTable';
