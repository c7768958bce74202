import type { RouteObject } from 'react-router';
import { ComingSoonPage } from '../pages/ComingSoonPage';
import { AppFrame, RequireUser } from './areas';
import { RootLayout } from './RootLayout';
import {
  AuthCallbackPage,
  AuthPage,
  BillingPage,
  CancellationRefundsPage,
  ChatPage,
  DashboardPage,
  DeveloperSettingsPage,
  FaqPage,
  ForgotPasswordPage,
  NotFoundPage,
  PricingPage,
  PrivacyPage,
  ResetPasswordPage,
  SharedTranscriptPage,
  TermsPage,
  TranscriptionsPage,
  TranslatePage,
} from './screens';

const soon = (path: string, title: string, description: string): RouteObject => ({
  path,
  element: <ComingSoonPage title={title} description={description} />,
});

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
          soon('support', 'Support', 'Ways to get help, and a form to reach us.'),
          { path: 'terms', element: <TermsPage /> },
          { path: 'privacy', element: <PrivacyPage /> },
          { path: 'cancellation-refunds', element: <CancellationRefundsPage /> },
          soon('contact', 'Contact Us', 'Write to the Verbatim team.'),
          soon('blog', 'Blog', 'Articles on transcription, productivity and getting more from recordings.'),
          soon('blog/:id', 'Blog', 'Articles on transcription, productivity and getting more from recordings.'),
          soon('settings', 'Account Settings', 'Your profile, transcription defaults, notifications and privacy.'),
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
