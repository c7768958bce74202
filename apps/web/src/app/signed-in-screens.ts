import { lazyScreen } from './lazy-screen';

// Screens only a signed-in user reaches: they render inside the signed-in frame, never for a visitor. Their chunks are
// named here, in a chunk the signed-in frame loads, rather than in the entry, so the landing page carries the
// addresses of none of them (see screens.ts).

export const SearchPage = lazyScreen(() => import('../pages/search/SearchPage').then((m) => m.SearchPage));
export const ChatPage = lazyScreen(() => import('../pages/chat/ChatPage').then((m) => m.ChatPage));
export const TranslatePage = lazyScreen(() => import('../pages/translate/TranslatePage').then((m) => m.TranslatePage));
export const DeveloperSettingsPage = lazyScreen(() =>
  import('../pages/settings/DeveloperSettingsPage').then((m) => m.DeveloperSettingsPage),
);
