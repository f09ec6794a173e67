import { useCallback } from 'react';
import { useContent } from '~/content/use-content';
import { showPhase, type ShowPhase } from './show-phase';
import { useShowClock } from './use-show-clock';

/** The show's phase now (at build time in the prerendered HTML), from the content's edition. */
export function useShowPhase(): ShowPhase {
  const site = useContent('site');
  const { startDate, endDate, dailyHours } = site.edition;
  const { utcOffset } = site.timeZone;
  const decide = useCallback(
    (at: number) => JSON.stringify(showPhase(at, { startDate, endDate, dailyHours, utcOffset })),
    [startDate, endDate, dailyHours, utcOffset],
  );
  return JSON.parse(useShowClock(decide)) as ShowPhase;
}

/** The show clock's time of day now, `HH:MM` (Malaysia time), checked with the phase. */
export function useShowTimeOfDay(): string {
  const { utcOffset } = useContent('site').timeZone;
  const decide = useCallback((at: number) => timeOfDay(at, utcOffset), [utcOffset]);
  return useShowClock(decide);
}

export function timeOfDay(at: number, utcOffset: string): string {
  const sign = utcOffset.startsWith('-') ? -1 : 1;
  const [hours, minutes] = utcOffset.slice(1).split(':').map(Number);
  return new Date(at + sign * ((hours ?? 0) * 60 + (minutes ?? 0)) * 60_000).toISOString().slice(11, 16);
}
