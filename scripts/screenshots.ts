// `npm run screenshots [path…]`: full-page PNGs of every page (or the given paths) at
// 1280 px and 390 px into screenshots/, from a running `npm start` (or BASE_URL).
import { mkdirSync, readdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from './chromium.ts';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:4173';
// By default, every English page at the top of the build (its file: visit.html for /visit).
const prerendered = () =>
  readdirSync('build/client', { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isFile() && entry.name.endsWith('.html') && !/^(index|404|__spa-fallback)\.html$/.test(entry.name),
    )
    .map((entry) => `/${entry.name.slice(0, -'.html'.length)}`);
const paths = process.argv.length > 2 ? process.argv.slice(2) : ['/', ...prerendered()];

mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: chromiumArgs });
for (const width of [1280, 390]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const path of paths) {
    await page.goto(new URL(path, base).href, { waitUntil: 'networkidle' });
    // Scroll through so lazy images load before the capture. A full-page capture leaves
    // `content-visibility: auto` sections blank (home page), so they are drawn regardless.
    await page.evaluate(async () => {
      for (const element of document.querySelectorAll<HTMLElement | SVGElement>('*')) {
        if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
      }
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 80));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(300);
    const name = `${path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')}-${width}.png`;
    await page.screenshot({ path: `screenshots/${name}`, fullPage: true });
    console.log(`screenshots/${name}`);
  }
  await page.close();
}
await browser.close();
