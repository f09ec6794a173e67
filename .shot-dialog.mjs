import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from '/work/wt-home/scripts/chromium.mjs';
const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: chromiumArgs });
for (const width of [1280, 390]) {
  const page = await browser.newPage({ viewport: { width, height: 850 } });
  await page.goto('http://127.0.0.1:4473/all-boats', { waitUntil: 'networkidle' });
  await page.waitForFunction(() => '__reactRouterRouteModules' in window);
  await page.getByRole('button', { name: 'Preview Azure Horizon' }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/dialog-${width}.png` });
  await page.goto('http://127.0.0.1:4473/', { waitUntil: 'networkidle' });
  await page.waitForFunction(() => '__reactRouterRouteModules' in window);
  await page.getByRole('button', { name: 'Follow Us' }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/follow-${width}.png` });
}
await browser.close();
