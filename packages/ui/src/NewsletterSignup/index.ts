export { NewsletterSignup, type NewsletterSignupProps } from './NewsletterSignup';
export { NEWSLETTER_OFFLINE, NEWSLETTER_SIGNUP_FAILURE, newsletterErrorMessage } from './newsletter-error';
