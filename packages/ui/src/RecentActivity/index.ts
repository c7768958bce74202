export { RecentActivity, type RecentActivityItem, type RecentActivityKind, type RecentActivityProps } from './RecentActivity';
