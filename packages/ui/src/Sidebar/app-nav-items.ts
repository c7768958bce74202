import type { ComponentType } from 'react';
import { BookOpenIcon, CreditCardIcon, type IconProps, LayoutDashboardIcon, ListIcon, SettingsIcon, UploadIcon } from '../Icons/Icons';

export interface AppNavItem {
  href: string;
  label: string;
  icon: ComponentType<IconProps>;
  /** Also active on these paths: the spec's / and /dashboard are one screen. */
  alsoActiveOn?: readonly string[];
}

/** The signed-in sidebar, in the spec's order. */
export const APP_NAV_ITEMS: readonly AppNavItem[] = [
  { href: '/', label: 'Dashboard', icon: LayoutDashboardIcon, alsoActiveOn: ['/dashboard'] },
  { href: '/upload', label: 'Upload Files', icon: UploadIcon },
  { href: '/transcriptions', label: 'Transcriptions', icon: ListIcon },
  { href: '/billing', label: 'Billing', icon: CreditCardIcon },
  { href: '/settings', label: 'Settings', icon: SettingsIcon },
  { href: '/blog', label: 'Blog', icon: BookOpenIcon },
];

/** Whether an item is the current page: its own path, a listed alias, or a page below it (/blog/my-post). */
export function isNavItemActive(item: Pick<AppNavItem, 'href' | 'alsoActiveOn'>, activePath: string | undefined): boolean {
  if (!activePath) return false;
  const path = activePath.length > 1 ? activePath.replace(/\/+$/, '') : activePath;
  if (path === item.href || item.alsoActiveOn?.includes(path)) return true;
  return item.href !== '/' && path.startsWith(`${item.href}/`);
}

/**
 * The one item that is the current page: of those `isNavItemActive` matches, the most specific, so that
 * /settings/developer marks Developer and not Settings as well.
 */
export function currentNavItem<T extends Pick<AppNavItem, 'href' | 'alsoActiveOn'>>(
  items: readonly T[],
  activePath: string | undefined,
): T | undefined {
  let current: T | undefined;
  for (const item of items) if (isNavItemActive(item, activePath) && (!current || item.href.length > current.href.length)) current = item;
  return current;
}
