// Renders the link-preview image (apps/web/public/og-image.png, 1200×630, the size Open Graph previews use) from
// og-image.html with Debian's Chromium. The PNG is committed: it changes only when this page does, and a build must
// not need a browser. Run: node scripts/og-image/render.mjs
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.mjs';

const source = fileURLToPath(new URL('./og-image.html', import.meta.url));
const target = fileURLToPath(new URL('../../apps/web/public/og-image.png', import.meta.url));

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 }, deviceScaleFactor: 1 });
  await page.goto(pathToFileURL(source).href);
  await page.screenshot({ path: target, type: 'png' });
  console.log(`wrote ${target}`);
} finally {
  await browser.close();
}
