import { APP_NAV_ITEMS, type AppNavItem, CodeIcon } from '@verbatim/ui';

/** Publishable keys for putting the widgets on another website. */
export const DEVELOPER_SETTINGS_PATH = '/settings/developer';

/** The sidebar's sections, with Developer right after Settings, whose part it is. */
export const WEB_NAV_ITEMS: readonly AppNavItem[] = APP_NAV_ITEMS.flatMap((item) =>
  item.href === '/settings' ? [item, { href: DEVELOPER_SETTINGS_PATH, label: 'Developer', icon: CodeIcon }] : [item],
);
