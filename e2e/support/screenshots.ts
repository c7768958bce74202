import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/**
 * A full-page screenshot of a key page, to look at, into E2E_SCREENSHOTS (a folder of one run's pictures). Without it
 * none is taken: nothing reads them, and 70 of them cost about 18 CPU-seconds of every run. A failing test keeps its
 * own screenshot either way (the `screenshot` setting in playwright.config.ts).
 */
export async function saveScreenshot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true, animations: 'disabled' });
}
