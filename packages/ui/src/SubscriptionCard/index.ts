export { SubscriptionCard, type SubscriptionCardProps, type SubscriptionDetails } from './SubscriptionCard';
