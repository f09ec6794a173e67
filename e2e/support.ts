import type { Page } from '@playwright/test';

/**
 * Waits until React has hydrated the prerendered page, which the root marks with
 * `<html data-hydrated>` (app/root.tsx): a click or a choice made now reaches the page's
 * handlers. Polls on a timer, not on animation frames: headless Chromium can withhold frames
 * from a busy page for seconds (Lighthouse issue 17148), and a frame-driven wait then outlasts
 * the test.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, {
    polling: 100,
  });
}

/**
 * Follows a footer link by the keyboard. The home page lays out its sections only as they near
 * the screen (`content-visibility: auto`, 720 px assumed until then: app/routes/home/section.module.css),
 * so just after a jump to the footer the sections above take their real heights and the footer
 * moves. A mouse press and release can then land on two different elements, and the click goes
 * to their common parent: no link is followed (e2e/chunk-failure.spec.ts once waited 30 s for
 * that). Enter follows the focused link wherever it has moved.
 */
export async function followFooterLink(page: Page, name: string) {
  const link = page.getByRole('contentinfo').getByRole('link', { name });
  await link.focus();
  await link.press('Enter');
}

/** Opens a path and waits for hydration: the page is then interactive. */
export async function visit(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

/** Collects console errors and uncaught exceptions (hydration mismatches among them). */
export function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}
