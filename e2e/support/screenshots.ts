import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

/**
 * A full-page screenshot of a key page, to look at: into E2E_SCREENSHOTS when set (a folder of one run's pictures),
 * else into the test's own output folder.
 */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (dir) mkdirSync(dir, { recursive: true });
  const path = dir ? join(dir, `${name}.png`) : testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
}
