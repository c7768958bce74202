export { LiveBadge, type LiveBadgeProps } from './LiveBadge';
