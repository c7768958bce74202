export { StatGrid, type StatGridItem, type StatGridProps } from './StatGrid';
