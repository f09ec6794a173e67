import { eventState, type EventState, type TimedEvent } from './whats-on';
import { useShowPhase, useShowTimeOfDay } from './use-show-phase';

/**
 * How a day of the schedule stands while the show is on: whether it is today, and whether
 * each of its events is under way or over. The programme's days are read as the edition's
 * day 1 to 4 in order (their dates are the 2025 edition's, kept as the specification shows).
 */
export function useScheduleDay(dayIndex: number): { isToday: boolean; stateOf: (event: TimedEvent) => EventState } {
  const phase = useShowPhase();
  const time = useShowTimeOfDay();
  if (phase.kind !== 'live') return { isToday: false, stateOf: () => 'upcoming' };
  const today = phase.day - 1;
  return { isToday: dayIndex === today, stateOf: (event) => eventState(dayIndex, today, event, time) };
}
