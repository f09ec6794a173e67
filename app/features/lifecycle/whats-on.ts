/** An event of a show day with its times on the show's clock (`HH:MM`, 24 h). */
export type TimedEvent = { start: string; end: string };

/**
 * What is on at `time` (started, not yet ended) and the next event to start, by the day's
 * programme. `HH:MM` strings compare in time order.
 */
export function whatsOn<Event extends TimedEvent>(events: readonly Event[], time: string) {
  const now = events.filter((event) => event.start <= time && time < event.end);
  const next = events.filter((event) => event.start > time).sort((a, b) => a.start.localeCompare(b.start))[0];
  return { now, next };
}

export type EventState = 'upcoming' | 'on-now' | 'over';

/** Where an event of programme day `dayIndex` stands on show day `todayIndex` at `time`. */
export function eventState(dayIndex: number, todayIndex: number, event: TimedEvent, time: string): EventState {
  if (dayIndex !== todayIndex) return dayIndex < todayIndex ? 'over' : 'upcoming';
  if (event.end <= time) return 'over';
  return event.start <= time ? 'on-now' : 'upcoming';
}
