export { PlanCard, type PlanCardProps, PlanCardSkeleton } from './PlanCard';
