import { expect, type Page } from '@playwright/test';
import { linkIn, waitForMail } from './mailbox';

/** The one account the browser tests' server makes an admin (ADMIN_EMAILS) once its address is verified. */
export const ADMIN_EMAIL = 'e2e.admin@example.com';

/**
 * A second admin address, for the newsletter test: the browser tests run in two workers, and the admin test checks
 * what signing up with an admin address does before verification, which another test's admin account would spoil.
 */
export const NEWSLETTER_ADMIN_EMAIL = 'e2e.editor@example.com';

/** Every account the browser tests make has this password. */
export const PASSWORD = 'correct horse battery';

export interface Person {
  firstName: string;
  email: string;
}

/** Signs a new person up through the sign-up form and waits for their dashboard. */
export async function signUp(page: Page, who: Person) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('First Name').fill(who.firstName);
  await form.getByLabel('Email').fill(who.email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create Account' }).click();
  // A new account has nothing to come back to yet: it is welcomed, not welcomed back.
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${who.firstName}!` })).toBeVisible();
}

/** Signs an existing person in through the sign-in form and waits for their dashboard. */
export async function signIn(page: Page, who: Person) {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(who.email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  // "Welcome back" once the account has a transcription, "Welcome" before.
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^Welcome( back)?, ${who.firstName}!$`) })).toBeVisible();
}

/** The link of the newest verification e-mail sent to `email`, as its owner finds it in the mailbox. */
export async function verificationLink(email: string): Promise<string> {
  return linkIn(await waitForMail(email, /Verify your e-mail address for Verbatim/), /\/verify-email\?token=/);
}

/** Does what the address's owner does after signing up: opens the verification e-mail and follows its link. */
export async function verifyEmail(page: Page, email: string) {
  await page.goto(await verificationLink(email));
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail address verified' })).toBeVisible();
}
