import { expect, type Page, test } from '@playwright/test';
import { saveScreenshot } from './support/screenshots';

const password = 'correct horse battery';
const email = `e2e.${Date.now()}@example.com`;

async function signUp(page: Page) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('First Name').fill('Ada');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm Password').fill(password);
  await form.getByRole('button', { name: 'Create Account' }).click();
}

async function signIn(page: Page, withPassword: string) {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(withPassword);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

test.describe.configure({ mode: 'serial' });

test('a visitor sees the landing page and reaches sign-in', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Get Started Free' }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Get Started Free' }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
});

test('sign-up refuses mismatched passwords, then creates the account and signs in', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('First Name').fill('Ada');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm Password').fill('something else');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Passwords do not match. Please try again.').first()).toBeVisible();

  await signUp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ada!' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('signing out ends the session and shows the landing page', async ({ page }) => {
  await signIn(page, password);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ada!' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(page.getByRole('link', { name: 'Get Started Free' }).first()).toBeVisible();
  const me = await page.request.get('/api/auth/user');
  expect(await me.json()).toBeNull();
});

test('a wrong password is refused with the server message; the right one signs in', async ({ page }) => {
  await signIn(page, 'not my password');
  await expect(page.getByText('Invalid email or password').first()).toBeVisible();
  await signIn(page, password);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ada!' })).toBeVisible();
  const me = await page.request.get('/api/auth/user');
  expect((await me.json()).email).toBe(email);
});

test('a signed-in visitor sees the 404 screen for an unknown path', async ({ page }) => {
  await signIn(page, password);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ada!' })).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await expect(page.getByText('The page /no/such/page could not be found.')).toBeVisible();
});

test('the sign-in page offers no Google button where Google is not configured', async ({ page }) => {
  for (const [name, viewport] of [
    ['laptop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    // The page asks the server which ways to sign in it offers; what it shows is only settled once that answer is in.
    const options = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/options');
    await page.goto('/auth');
    expect(await (await options).json()).toEqual({ google: false });
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Google/ })).toHaveCount(0);
    await expect(page.getByText('or use your email')).toHaveCount(0);
    await saveScreenshot(page, `auth-without-google-${name}`);
  }
});
