import type { RouteObject } from 'react-router';
import { AppFrame, RequireUser } from './areas';
import { RootLayout } from './RootLayout';
import {
  AccountRestorePage,
  AuthCallbackPage,
  AuthPage,
  BillingPage,
  BlogPage,
  BlogPostPage,
  CancellationRefundsPage,
  ChatPage,
  ContactPage,
  DashboardPage,
  DeveloperSettingsPage,
  FaqPage,
  ForgotPasswordPage,
  NewsletterConfirmPage,
  NewsletterUnsubscribePage,
  NotFoundPage,
  PricingPage,
  PrivacyPage,
  ResetPasswordPage,
  SettingsPage,
  SharedTranscriptPage,
  SupportPage,
  TermsPage,
  TranscriptionsPage,
  TranslatePage,
  UnsubscribePage,
} from './screens';

/**
 * Every screen of the app by path, for `useRoutes` (see AppRoutes). Screens are
 * React.lazy elements that load when they render: `/` matches the dashboard route for visitors who are shown the
 * landing page instead, and they never load the dashboard's code.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: 'auth', element: <AuthPage /> },
      { path: 'auth/callback', element: <AuthCallbackPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      // Outside the app's frame: whoever opens a shared link sees the transcript and nothing of the owner's account.
      { path: 'share/:token', element: <SharedTranscriptPage /> },
      {
        element: <AppFrame />,
        children: [
          { path: 'pricing', element: <PricingPage /> },
          // Signed in only, but a visitor is told so and sent to sign in (spec 6) rather than shown the landing page.
          { path: 'billing', element: <BillingPage /> },
          { path: 'faq', element: <FaqPage /> },
          // The links of account e-mails: they work signed in or not (a scheduled deletion has signed the person out).
          { path: 'account/restore', element: <AccountRestorePage /> },
          { path: 'unsubscribe', element: <UnsubscribePage /> },
          { path: 'support', element: <SupportPage /> },
          { path: 'terms', element: <TermsPage /> },
          { path: 'privacy', element: <PrivacyPage /> },
          { path: 'cancellation-refunds', element: <CancellationRefundsPage /> },
          { path: 'contact', element: <ContactPage /> },
          { path: 'blog', element: <BlogPage /> },
          { path: 'blog/:id', element: <BlogPostPage /> },
          { path: 'newsletter/confirm', element: <NewsletterConfirmPage /> },
          { path: 'newsletter/unsubscribe', element: <NewsletterUnsubscribePage /> },
          // Open to visitors too: they see it disabled with a way to sign in (spec route table).
          { path: 'settings', element: <SettingsPage /> },
          {
            element: <RequireUser />,
            children: [
              { index: true, element: <DashboardPage /> },
              { path: 'dashboard', element: <DashboardPage /> },
              { path: 'upload', element: <DashboardPage /> },
              { path: 'transcriptions', element: <TranscriptionsPage /> },
              { path: 'transcriptions/:id', element: <TranscriptionsPage /> },
              { path: 'translate/:id', element: <TranslatePage /> },
              { path: 'chat/:id', element: <ChatPage /> },
              { path: 'settings/developer', element: <DeveloperSettingsPage /> },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];
