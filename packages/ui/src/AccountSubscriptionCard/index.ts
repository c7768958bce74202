export { AccountSubscriptionCard, type AccountSubscriptionCardProps } from './AccountSubscriptionCard';
