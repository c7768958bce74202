export { CreditPackCard, type CreditPackCardProps, CreditPackCardSkeleton } from './CreditPackCard';
