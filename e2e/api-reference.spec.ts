import { expect, type Locator, type Page, test } from '@playwright/test';

/**
 * Swagger UI draws only the operations near the viewport once a document is large, as a person scrolling sees them:
 * scroll from the top until the operation is drawn.
 */
async function scrollTo(page: Page, operation: Locator): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  for (let step = 0; step < 300 && (await operation.count()) === 0; step++) {
    await page.mouse.wheel(0, 500);
    await page.waitForTimeout(30);
  }
  await operation.first().scrollIntoViewIfNeeded();
}

test('the API reference renders every endpoint from the OpenAPI document, within the API security policy', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content.Security.Policy/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  // A blocked script, style or request also fires this event, even where the console stays quiet.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });

  const document = page.waitForResponse((response) => response.url().endsWith('/api/openapi.json'));
  await page.goto('/api/docs');
  expect((await document).status()).toBe(200);

  await expect(page).toHaveTitle('Verbatim API reference');
  await expect(page.getByRole('heading', { name: /Verbatim API/ })).toBeVisible();
  for (const [method, path] of [
    ['POST', '/api/auth/login'],
    ['GET', '/api/transcriptions/{id}'],
    ['PATCH', '/api/uploads/tus/{id}'],
    ['GET', '/api/openapi.json'],
  ]) {
    const operation = page.locator(`.opblock-${method.toLowerCase()}`).filter({ has: page.locator(`[data-path="${path}"]`) });
    await scrollTo(page, operation);
    await expect(operation, `${method} ${path}`).toBeVisible();
  }
  // Opening an operation shows what the generator wrote: its summary and the shared error answers.
  const transcription = page.locator('.opblock-get').filter({ has: page.locator('[data-path="/api/transcriptions/{id}"]') });
  await scrollTo(page, transcription);
  await transcription.locator('[data-path="/api/transcriptions/{id}"]').first().click();
  await expect(page.getByText('One transcription with its text, segments and word timings.').first()).toBeVisible();
  await expect(page.getByText(/NOT_FOUND/).first()).toBeVisible();

  await page.screenshot({ path: '/tmp/docs.png', fullPage: false });
  expect(problems).toEqual([]);
});
