import { test as base } from '@playwright/test';
import { salesPeriod } from './sales-period.ts';

export * from '@playwright/test';

/**
 * Every browser test runs at a fixed moment of the show's calendar, because the site follows
 * it (features/lifecycle): by default inside the specification's sales period, when every
 * form takes registrations and the countdown runs, so these tests pass whatever day they run.
 * A test of another phase sets `test.use({ showClock })`, or moves the page's clock itself.
 */
export { salesPeriod };

export const test = base.extend<{ showClock: number | null }>({
  showClock: [salesPeriod, { option: true }],
  context: async ({ context, showClock }, run) => {
    // Date only: timers run as usual. The service worker keeps the real clock; it never
    // decides by the calendar.
    if (showClock !== null) await context.clock.setFixedTime(showClock);
    await run(context);
  },
});
