import { eventState, type EventState, type TimedEvent } from './whats-on';
import { useShowPhase, useShowTimeOfDay } from './use-show-phase';

/**
 * How a day of the schedule stands while the show is on: whether it is today, and whether
 * each of its events is under way or over. `heldOn` is the day of the edition it is held on
 * (the edition's one reading, app/content/edition-dates.ts: the 2025 programme's days are held
 * on the current edition's days in order), the date calendar files and Today at MYBOS use too.
 */
export function useScheduleDay(heldOn: string): { isToday: boolean; stateOf: (event: TimedEvent) => EventState } {
  const phase = useShowPhase();
  const time = useShowTimeOfDay();
  if (phase.kind !== 'live') return { isToday: false, stateOf: () => 'upcoming' };
  // Before today, today or after: ISO dates compare in calendar order.
  const order = Math.sign(heldOn.localeCompare(phase.date));
  return { isToday: order === 0, stateOf: (event) => eventState(order, 0, event, time) };
}
