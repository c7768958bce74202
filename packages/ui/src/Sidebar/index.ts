export { APP_NAV_ITEMS, type AppNavItem, currentNavItem, isNavItemActive } from './app-nav-items';
export { MobileNav, type MobileNavProps } from './MobileNav';
export {
  Sidebar,
  SidebarNav,
  type SidebarNavProps,
  type SidebarProps,
  SidebarUser,
  type SidebarUserProps,
} from './Sidebar';
