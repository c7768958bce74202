// The pages an e-mail's link opens share their frame, their panels and their one request, and are seldom visited:
// they are one chunk, which the entry names once (see screens.ts).
export { AccountRestorePage } from '../pages/account/AccountRestorePage';
export { UnsubscribePage } from '../pages/account/UnsubscribePage';
export { VerifyEmailPage } from '../pages/auth/VerifyEmailPage';
export { NewsletterConfirmPage } from '../pages/newsletter/NewsletterConfirmPage';
export { NewsletterUnsubscribePage } from '../pages/newsletter/NewsletterUnsubscribePage';
