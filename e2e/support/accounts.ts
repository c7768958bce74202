import { expect, type Page } from '@playwright/test';

/** The one account the browser tests' server makes an admin at sign-up (ADMIN_EMAILS). */
export const ADMIN_EMAIL = 'e2e.admin@example.com';

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
  await expect(page.getByRole('heading', { name: `Welcome back, ${who.firstName}!` })).toBeVisible();
}

/** Signs an existing person in through the sign-in form and waits for their dashboard. */
export async function signIn(page: Page, who: Person) {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(who.email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: `Welcome back, ${who.firstName}!` })).toBeVisible();
}
