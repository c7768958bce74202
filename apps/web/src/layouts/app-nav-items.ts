import type { ComponentType } from 'react';
import { BookOpenIcon, CreditCardIcon, type IconProps, LayoutDashboardIcon, ListIcon, SettingsIcon, UploadIcon } from '../components/icons';

export interface AppNavItem {
  to: string;
  label: string;
  icon: ComponentType<IconProps>;
  /** Also active on these paths (the spec's /, /dashboard and /upload are one screen). */
  alsoActiveOn?: string[];
}

/** The signed-in sidebar, in the spec's order. */
export const APP_NAV_ITEMS: AppNavItem[] = [
  { to: '/', label: 'Dashboard', icon: LayoutDashboardIcon, alsoActiveOn: ['/dashboard'] },
  { to: '/upload', label: 'Upload Files', icon: UploadIcon },
  { to: '/transcriptions', label: 'Transcriptions', icon: ListIcon },
  { to: '/billing', label: 'Billing', icon: CreditCardIcon },
  { to: '/settings', label: 'Settings', icon: SettingsIcon },
  { to: '/blog', label: 'Blog', icon: BookOpenIcon },
];
