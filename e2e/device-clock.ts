import type { BrowserContext } from '@playwright/test';

/**
 * A device's clock moved to another moment, for the gate phone's page (e2e/gate.spec.ts and
 * `npm run bench:gate`): the page's `Date` starts at `at` and runs from there; nothing else of
 * time is touched. Playwright's own clock (`context.clock`) would also replace `performance`
 * with a stub that keeps no entries (its `getEntriesByName` answers `[]`), and the timers and
 * `requestAnimationFrame` with its own, which the camera's timing and the `scan-to-answer`
 * measures depend on. The offset is fixed when this is called, so every page of the context
 * shares one clock, across reloads too.
 */
export async function moveDeviceClock(context: BrowserContext, at: number) {
  // Given as text, not as a function: a function compiled by tsx (the benchmark) would call
  // esbuild's `__name` helper, which the page does not have.
  await context.addInitScript(`(() => {
    const offset = ${at - Date.now()};
    const RealDate = Date;
    function DeviceDate(...args) {
      const date = args.length === 0 ? new RealDate(RealDate.now() + offset) : new RealDate(...args);
      // Date() called as a function gives a string, as the real one does.
      return new.target ? date : date.toString();
    }
    DeviceDate.prototype = RealDate.prototype;
    DeviceDate.now = () => RealDate.now() + offset;
    DeviceDate.parse = RealDate.parse;
    DeviceDate.UTC = RealDate.UTC;
    globalThis.Date = DeviceDate;
  })();`);
}
