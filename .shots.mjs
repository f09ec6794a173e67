import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from '/work/wt-home/scripts/chromium.mjs';
const [,, path, width, ...ys] = process.argv;
const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
if (process.env.AT) await page.clock.setFixedTime(Date.parse(process.env.AT));
await page.goto('http://127.0.0.1:4473' + path, { waitUntil: 'networkidle' });
await page.evaluate(async () => { for (let y = 0; y < document.body.scrollHeight; y += 600) { window.scrollTo(0, y); await new Promise(r => setTimeout(r, 60)); } });
await page.waitForTimeout(300);
for (const y of ys) {
  const name = `/tmp/shot-${path.replaceAll('/', '_')}-${width}-${y}.png`;
  await page.screenshot({ path: name, fullPage: true, clip: { x: 0, y: Number(y), width: Number(width), height: 900 } });
  console.log(name);
}
await browser.close();
