import { lazyScreen } from './lazy-screen';

// Each screen is its own chunk, so that the landing page (in the entry chunk) loads none of the signed-in app.

export const SignedInShell = lazyScreen(() => import('./SignedInShell').then((m) => m.SignedInShell));
export const DashboardPage = lazyScreen(() => import('../pages/dashboard/DashboardPage').then((m) => m.DashboardPage));
export const TranscriptionsPage = lazyScreen(() => import('../pages/transcriptions/TranscriptionsPage').then((m) => m.TranscriptionsPage));
export const SearchPage = lazyScreen(() => import('../pages/search/SearchPage').then((m) => m.SearchPage));
export const BillingPage = lazyScreen(() => import('../pages/billing/BillingPage').then((m) => m.BillingPage));
export const PricingPage = lazyScreen(() => import('../pages/pricing/PricingPage').then((m) => m.PricingPage));
export const SharedTranscriptPage = lazyScreen(() => import('../pages/share/SharedTranscriptPage').then((m) => m.SharedTranscriptPage));
export const ChatPage = lazyScreen(() => import('../pages/chat/ChatPage').then((m) => m.ChatPage));
export const TranslatePage = lazyScreen(() => import('../pages/translate/TranslatePage').then((m) => m.TranslatePage));
export const DeveloperSettingsPage = lazyScreen(() =>
  import('../pages/settings/DeveloperSettingsPage').then((m) => m.DeveloperSettingsPage),
);
export const SettingsPage = lazyScreen(() => import('../pages/settings/SettingsPage').then((m) => m.SettingsPage));
export const FaqPage = lazyScreen(() => import('../pages/public/FaqPage').then((m) => m.FaqPage));
export const AccountRestorePage = lazyScreen(() => import('../pages/account/AccountRestorePage').then((m) => m.AccountRestorePage));
export const UnsubscribePage = lazyScreen(() => import('../pages/account/UnsubscribePage').then((m) => m.UnsubscribePage));
export const NewsletterConfirmPage = lazyScreen(() =>
  import('../pages/newsletter/NewsletterConfirmPage').then((m) => m.NewsletterConfirmPage),
);
export const NewsletterUnsubscribePage = lazyScreen(() =>
  import('../pages/newsletter/NewsletterUnsubscribePage').then((m) => m.NewsletterUnsubscribePage),
);
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
export const VerifyEmailPage = lazyScreen(() => import('../pages/auth/VerifyEmailPage').then((m) => m.VerifyEmailPage));

/** The frame and the main screens of a signed-in user: asked for as soon as the session says who is signed in. */
export function preloadSignedInScreens(): Promise<unknown> {
  return Promise.all([SignedInShell.preload(), DashboardPage.preload(), TranscriptionsPage.preload()]);
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
