import { WEB_APP_ROUTES } from '@verbatim/core-sdk/contracts';
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
  SearchPage,
  SettingsPage,
  SharedTranscriptPage,
  SupportPage,
  TermsPage,
  TranscriptionsPage,
  TranslatePage,
  UnsubscribePage,
  VerifyEmailPage,
} from './screens';

/**
 * Every screen of the app by path, for `useRoutes` (see AppRoutes). The paths are the contracts' `WEB_APP_ROUTES`,
 * which the API reads to answer any other path with 404. Screens are React.lazy elements that load when they render:
 * `/` matches the dashboard route for visitors who are shown the landing page instead, and they never load the
 * dashboard's code.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: WEB_APP_ROUTES.auth, element: <AuthPage /> },
      { path: WEB_APP_ROUTES.authCallback, element: <AuthCallbackPage /> },
      { path: WEB_APP_ROUTES.forgotPassword, element: <ForgotPasswordPage /> },
      { path: WEB_APP_ROUTES.resetPassword, element: <ResetPasswordPage /> },
      // Outside the app's frame: whoever opens a shared link sees the transcript and nothing of the owner's account.
      { path: WEB_APP_ROUTES.sharedTranscript, element: <SharedTranscriptPage /> },
      {
        element: <AppFrame />,
        children: [
          { path: WEB_APP_ROUTES.pricing, element: <PricingPage /> },
          // Signed in only, but a visitor is told so and sent to sign in (spec 6) rather than shown the landing page.
          { path: WEB_APP_ROUTES.billing, element: <BillingPage /> },
          { path: WEB_APP_ROUTES.faq, element: <FaqPage /> },
          // The links of account e-mails: they work signed in or not (a scheduled deletion has signed the person out).
          { path: WEB_APP_ROUTES.accountRestore, element: <AccountRestorePage /> },
          { path: WEB_APP_ROUTES.unsubscribe, element: <UnsubscribePage /> },
          { path: WEB_APP_ROUTES.support, element: <SupportPage /> },
          { path: WEB_APP_ROUTES.terms, element: <TermsPage /> },
          { path: WEB_APP_ROUTES.privacy, element: <PrivacyPage /> },
          { path: WEB_APP_ROUTES.cancellationRefunds, element: <CancellationRefundsPage /> },
          { path: WEB_APP_ROUTES.contact, element: <ContactPage /> },
          { path: WEB_APP_ROUTES.blog, element: <BlogPage /> },
          { path: WEB_APP_ROUTES.blogPost, element: <BlogPostPage /> },
          { path: WEB_APP_ROUTES.newsletterConfirm, element: <NewsletterConfirmPage /> },
          { path: WEB_APP_ROUTES.newsletterUnsubscribe, element: <NewsletterUnsubscribePage /> },
          // The verification e-mail's link: it works signed in or not, on whatever device reads the mail.
          { path: 'verify-email', element: <VerifyEmailPage /> },
          // Open to visitors too: they see it disabled with a way to sign in (spec route table).
          { path: WEB_APP_ROUTES.settings, element: <SettingsPage /> },
          {
            element: <RequireUser />,
            children: [
              { path: WEB_APP_ROUTES.home, element: <DashboardPage /> },
              { path: WEB_APP_ROUTES.dashboard, element: <DashboardPage /> },
              { path: WEB_APP_ROUTES.upload, element: <DashboardPage /> },
              { path: WEB_APP_ROUTES.transcriptions, element: <TranscriptionsPage /> },
              { path: WEB_APP_ROUTES.transcription, element: <TranscriptionsPage /> },
              { path: WEB_APP_ROUTES.search, element: <SearchPage /> },
              { path: WEB_APP_ROUTES.translate, element: <TranslatePage /> },
              { path: WEB_APP_ROUTES.chat, element: <ChatPage /> },
              { path: WEB_APP_ROUTES.developerSettings, element: <DeveloperSettingsPage /> },
            ],
          },
          // Any other path is no page: the 404 screen, for visitors too (the server answers it with status 404).
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
