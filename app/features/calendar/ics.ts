import ical from 'ical-generator';
import type { CalendarEvent } from './calendar';

type Options = {
  /** The calendar's name, shown by apps that import it as a calendar of its own. */
  name: string;
  /** When the file is made (DTSTAMP); the build's time for the prerendered files. */
  stamp?: Date;
};

/**
 * An iCalendar (RFC 5545) file of `events`, written by ical-generator: CRLF lines folded at 75
 * octets, text escaped, all-day events as dates, timed events in UTC. Loaded at build time for
 * the files under /calendar/, and on demand in the browser for a visitor's own plan.
 */
export function icsOf(events: readonly CalendarEvent[], { name, stamp = new Date() }: Options): string {
  const calendar = ical({ name, prodId: { company: 'MYBOS', product: 'mybos-website' } });
  for (const event of events) {
    calendar.createEvent({
      id: event.uid,
      stamp,
      summary: event.title,
      description: event.description,
      location: event.location,
      url: event.url,
      ...(event.allDay
        ? { allDay: true, start: event.startDate, end: event.endDate }
        : { start: new Date(event.start), end: new Date(event.end) }),
    });
  }
  // ical-generator ends the last line without CRLF; RFC 5545 ends every line with one.
  return `${calendar.toString()}\r\n`;
}
