export { StatsCards, type StatsCardsProps } from './StatsCards';
