export { describeTrend, TrendChart, type TrendChartProps, type TrendPoint } from './TrendChart';
