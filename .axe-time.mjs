import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { chromiumArgs, findChromium } from '/work/wt-home/scripts/chromium.mjs';
const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: chromiumArgs });
const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
const page = await context.newPage();
for (const path of ['/all-boats', '/']) {
  await page.goto('http://127.0.0.1:4473' + path);
  await page.waitForFunction(() => '__reactRouterRouteModules' in window);
  let t = Date.now();
  const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  console.log(path, Date.now() - t, 'ms', r.violations.length);
  t = Date.now();
  await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).disableRules(['color-contrast']).analyze();
  console.log(path, 'no contrast', Date.now() - t, 'ms');
}
await browser.close();
