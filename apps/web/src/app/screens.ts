import { type LazyScreen, lazyScreen } from './lazy-screen';

// Each screen is its own chunk (the pages e-mail links open share one), so that the landing page (in the entry chunk)
// loads none of the signed-in app.

const loadSignedInScreens = () => import('./signed-in-screens');
const loadEmailLinkScreens = () => import('./email-link-screens');

/** A screen named in signed-in-screens.ts: that small chunk first (the signed-in frame loads it early), then the screen. */
function signedInScreen(pick: (screens: Awaited<ReturnType<typeof loadSignedInScreens>>) => LazyScreen<object>): LazyScreen<object> {
  return lazyScreen(async () => {
    const screen = pick(await loadSignedInScreens());
    await screen.preload();
    return screen;
  });
}

export const SignedInShell = lazyScreen(() => import('./SignedInShell').then((m) => m.SignedInShell));
export const DashboardPage = lazyScreen(() => import('../pages/dashboard/DashboardPage').then((m) => m.DashboardPage));
export const TranscriptionsPage = lazyScreen(() => import('../pages/transcriptions/TranscriptionsPage').then((m) => m.TranscriptionsPage));
export const SearchPage = signedInScreen((screens) => screens.SearchPage);
export const BillingPage = lazyScreen(() => import('../pages/billing/BillingPage').then((m) => m.BillingPage));
export const PricingPage = lazyScreen(() => import('../pages/pricing/PricingPage').then((m) => m.PricingPage));
export const SharedTranscriptPage = lazyScreen(() => import('../pages/share/SharedTranscriptPage').then((m) => m.SharedTranscriptPage));
export const ChatPage = signedInScreen((screens) => screens.ChatPage);
export const TranslatePage = signedInScreen((screens) => screens.TranslatePage);
export const DeveloperSettingsPage = signedInScreen((screens) => screens.DeveloperSettingsPage);
export const SettingsPage = lazyScreen(() => import('../pages/settings/SettingsPage').then((m) => m.SettingsPage));
export const FaqPage = lazyScreen(() => import('../pages/public/FaqPage').then((m) => m.FaqPage));
export const AccountRestorePage = lazyScreen(() => loadEmailLinkScreens().then((m) => m.AccountRestorePage));
export const UnsubscribePage = lazyScreen(() => loadEmailLinkScreens().then((m) => m.UnsubscribePage));
export const NewsletterConfirmPage = lazyScreen(() => loadEmailLinkScreens().then((m) => m.NewsletterConfirmPage));
export const NewsletterUnsubscribePage = lazyScreen(() => loadEmailLinkScreens().then((m) => m.NewsletterUnsubscribePage));
export const SupportPage = lazyScreen(() => import('../pages/public/SupportPage').then((m) => m.SupportPage));
export const ContactPage = lazyScreen(() => import('../pages/public/ContactPage').then((m) => m.ContactPage));
export const BlogPage = lazyScreen(() => import('../pages/blog/BlogPage').then((m) => m.BlogPage));
export const BlogPostPage = lazyScreen(() => import('../pages/blog/BlogPostPage').then((m) => m.BlogPostPage));
export const TermsPage = lazyScreen(() => import('../pages/public/TermsPage').then((m) => m.TermsPage));
export const PrivacyPage = lazyScreen(() => import('../pages/public/PrivacyPage').then((m) => m.PrivacyPage));
export const CancellationRefundsPage = lazyScreen(() =>
  import('../pages/public/CancellationRefundsPage').then((m) => m.CancellationRefundsPage),
);
export const NotFoundPage = lazyScreen(() => import('../pages/errors/NotFoundPage').then((m) => m.NotFoundPage));
export const AuthPage = lazyScreen(() => import('../pages/auth/AuthPage').then((m) => m.AuthPage));
export const AuthCallbackPage = lazyScreen(() => import('../pages/auth/AuthCallbackPage').then((m) => m.AuthCallbackPage));
export const ForgotPasswordPage = lazyScreen(() => import('../pages/password/ForgotPasswordPage').then((m) => m.ForgotPasswordPage));
export const ResetPasswordPage = lazyScreen(() => import('../pages/password/ResetPasswordPage').then((m) => m.ResetPasswordPage));
export const VerifyEmailPage = lazyScreen(() => loadEmailLinkScreens().then((m) => m.VerifyEmailPage));

/**
 * The frame and the main screens of a signed-in user, and where the other signed-in screens are named: asked for as
 * soon as the session says who is signed in.
 */
export function preloadSignedInScreens(): Promise<unknown> {
  return Promise.all([SignedInShell.preload(), DashboardPage.preload(), TranscriptionsPage.preload(), loadSignedInScreens()]);
}

/** Every lazy screen (tests load them up front, so that no test waits on a first compile). */
export function preloadAllScreens(): Promise<unknown> {
  return Promise.all(
    [
      SignedInShell,
      DashboardPage,
      TranscriptionsPage,
      BillingPage,
      PricingPage,
      SharedTranscriptPage,
      ChatPage,
      TranslatePage,
      DeveloperSettingsPage,
      SettingsPage,
      FaqPage,
      AccountRestorePage,
      UnsubscribePage,
      NewsletterConfirmPage,
      NewsletterUnsubscribePage,
      SupportPage,
      ContactPage,
      BlogPage,
      BlogPostPage,
      TermsPage,
      PrivacyPage,
      CancellationRefundsPage,
      NotFoundPage,
      AuthPage,
      AuthCallbackPage,
      ForgotPasswordPage,
      ResetPasswordPage,
      VerifyEmailPage,
    ].map((screen) => screen.preload()),
  );
}
