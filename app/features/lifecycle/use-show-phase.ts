import { useCallback, useMemo } from 'react';
import { useRootContent } from '~/content/use-root-content';
import { showPhase, timeOfDay, type ShowPhase } from './show-phase';
import { useShowClock } from './use-show-clock';

/** The show's phase now (at build time in the prerendered HTML), from the content's edition. */
export function useShowPhase(): ShowPhase {
  const { site } = useRootContent();
  const { startDate, endDate, dailyHours } = site.edition;
  const { utcOffset } = site.timeZone;
  const decide = useCallback(
    (at: number) => JSON.stringify(showPhase(at, { startDate, endDate, dailyHours, utcOffset })),
    [startDate, endDate, dailyHours, utcOffset],
  );
  const key = useShowClock(decide);
  // Parsed once per change of phase, not on every render of every control that asks.
  return useMemo(() => JSON.parse(key) as ShowPhase, [key]);
}

/** The show clock's time of day now, `HH:MM` (Malaysia time), checked with the phase. */
export function useShowTimeOfDay(): string {
  const { utcOffset } = useRootContent().site.timeZone;
  const decide = useCallback((at: number) => timeOfDay(at, utcOffset), [utcOffset]);
  return useShowClock(decide);
}
