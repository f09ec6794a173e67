import { localizedPath, type Lang } from '../../lib/lang';

/**
 * An event as calendars need it. All-day events are dates with an exclusive end (a show on
 * 4–7 February ends on the 8th); timed events are UTC instants, so every calendar app in
 * every time zone imports the same moment.
 */
export type CalendarEvent = {
  /** Names the entry's file under /calendar/. */
  id: string;
  /** Stable across builds and languages, so a calendar updates the event it already has. */
  uid: string;
  title: string;
  description: string;
  location: string;
  url: string;
} & ({ allDay: true; startDate: string; endDate: string } | { allDay: false; start: string; end: string });

/** A wall-clock time on a date at a fixed UTC offset, as a UTC instant: ('2025-05-21', '09:00', '+08:00') → '2025-05-21T01:00:00Z'. */
export function utcInstant(date: string, time: string, utcOffset: string): string {
  const instant = new Date(`${date}T${time}:00${utcOffset}`);
  if (Number.isNaN(instant.getTime())) throw new Error(`Not a date and time: ${date} ${time} ${utcOffset}`);
  return instant.toISOString().replace('.000Z', 'Z');
}

/** The ISO date after `isoDate`: the exclusive end of an all-day event. */
export function dayAfter(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

const compact = (value: string) => value.replace(/[-:]/g, '');

/** Google Calendar's "create event" page, filled in. */
export function googleCalendarUrl(event: CalendarEvent): string {
  const dates = event.allDay
    ? `${compact(event.startDate)}/${compact(event.endDate)}`
    : `${compact(event.start)}/${compact(event.end)}`;
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates,
    details: `${event.description}\n\n${event.url}`,
    location: event.location,
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}

/** Outlook.com's "new event" page, filled in (all-day events take plain dates). */
export function outlookCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: event.allDay ? event.startDate : event.start,
    enddt: event.allDay ? event.endDate : event.end,
    ...(event.allDay ? { allday: 'true' } : {}),
    body: `${event.description}\n\n${event.url}`,
    location: event.location,
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params}`;
}

/** Where the build writes an entry's file: `/calendar/<id>.ics`, and `/ms/calendar/<id>.ics` in Malay. */
export const calendarFilePath = (id: string, lang: Lang) => localizedPath(`/calendar/${id}.ics`, lang);
