import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** Runs axe-core (WCAG 2.0–2.2 A and AA rules) on the page as it is now; fails on any violation. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  // A full axe run takes 5–10 s per page on an idle two-core machine (the colour-contrast
  // rule on the image-rich home page most of all) and several times that under parallel load.
  test.slow();
  // A dialog still fading in, or a link under the pointer turning to its hover colours, has
  // for that moment the colours of the fade, and axe would judge their contrast: wait until no
  // finite animation runs (one that ends can start another: the dialog moves under the pointer).
  await page.evaluate(async () => {
    const deadline = performance.now() + 3000;
    while (performance.now() < deadline) {
      const running = document
        .getAnimations()
        .filter(
          (animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity,
        );
      if (running.length === 0) return;
      await Promise.race([
        Promise.all(running.map((animation) => animation.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, deadline - performance.now())),
      ]);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  // Legacy mode: one `axe.run` in the page. The default runs `axe.runPartial` in every frame,
  // then `axe.finishRun` in a new blank page, to reach cross-origin frames. Our pages have no
  // frames at all, and the blank page's renderer cost 2–6 s per run on a two-core machine:
  // the same results (checked page by page), in about half the time.
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode(true);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} → ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}
