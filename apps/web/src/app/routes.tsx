import type { RouteObject } from 'react-router';
import { AuthCallbackPage } from '../pages/auth/AuthCallbackPage';
import { AuthPage } from '../pages/auth/AuthPage';
import { ComingSoonPage } from '../pages/ComingSoonPage';
import { NotFoundPage } from '../pages/errors/NotFoundPage';
import { HomePage } from '../pages/home/HomePage';
import { ForgotPasswordPage } from '../pages/password/ForgotPasswordPage';
import { ResetPasswordPage } from '../pages/password/ResetPasswordPage';
import { PublicArea, SignedInArea } from './areas';
import { RootLayout } from './RootLayout';
import { RouteErrorScreen } from './RouteErrorScreen';

const soon = (path: string, title: string, description: string): RouteObject => ({
  path,
  element: <ComingSoonPage title={title} description={description} />,
});

/** The route table of the account-and-public spec, section 2. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      { path: 'auth', element: <AuthPage /> },
      { path: 'auth/callback', element: <AuthCallbackPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      {
        element: <PublicArea />,
        children: [
          soon('pricing', 'Pricing', 'Plans and credit packs, side by side.'),
          soon('faq', 'Frequently Asked Questions', 'Answers to the questions people ask most.'),
          soon('support', 'Support', 'Ways to get help, and a form to reach us.'),
          soon('terms', 'Terms of Service', 'The terms that apply when you use Verbatim.'),
          soon('privacy', 'Privacy Policy', 'What we collect, why, and how long we keep it.'),
          soon('cancellation-refunds', 'Cancellation & Refunds', 'How to cancel a plan and ask for a refund.'),
          soon('contact', 'Contact Us', 'Write to the Verbatim team.'),
          soon('blog', 'Blog', 'Articles on transcription, productivity and getting more from recordings.'),
          soon('blog/:id', 'Blog', 'Articles on transcription, productivity and getting more from recordings.'),
          soon('settings', 'Account Settings', 'Your profile, transcription defaults, notifications and privacy.'),
        ],
      },
      {
        element: <SignedInArea />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'dashboard', element: <HomePage /> },
          { path: 'upload', element: <HomePage /> },
          soon('transcriptions', 'All Transcriptions', 'Every transcript you have made, with search, export and sharing.'),
          soon('billing', 'Billing', 'Your plan, your credits and your payment history.'),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
