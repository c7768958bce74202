export { Badge, type BadgeProps, badgeVariants } from './Badge';
