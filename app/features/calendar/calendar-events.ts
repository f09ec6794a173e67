import type { Edition } from '../../content/edition';
// Relative imports: react-router.config.ts loads this module too, without the `~` alias.
import { dayAfter, utcInstant, type CalendarEvent } from './calendar';
import { fill, localizedPath, type Lang } from '../../lib/lang';

// Pure builders from one edition's content to calendar entries. They import content types
// only, so components may call them with the content their route hands them, and the build's
// /calendar/ files (routes/calendar-file) call them with a whole edition: the same entry,
// word for word, whichever way a visitor adds it.

type Site = Edition['site'];
type Copy = Edition['shell']['calendar'];
type ScheduleDay = Edition['schedule']['days'][number];
type ScheduleEvent = ScheduleDay['events'][number];
type Conference = Edition['conference'];
type Slots = Edition['conferenceTimetable']['slots'];

/** What every builder needs: the show's facts, the entries' words and the page language. */
export type CalendarContext = { site: Site; copy: Copy; lang: Lang };

/**
 * The id of a schedule event, shared by its calendar entry, its file and My Show: by the day's
 * own date, so ids saved on devices stay the same when a day is held on another edition's day.
 */
export const scheduleEventId = (day: ScheduleDay, event: ScheduleEvent) => `${day.date}-${event.key}`;

/** The id of a conference session: its slot's start and its place in the slot (`0945-2`). */
export const sessionId = (slot: Slots[number], index: number) => `${slot.start.replace(':', '')}-${index + 1}`;

/** `id` names the entry's file; the UID adds the site's host, as RFC 5545 asks of a global id. */
const idAndUid = (site: Site, id: string) => ({
  id,
  uid: `${id}@${new URL(site.origin).hostname.replace(/^www\./, '')}`,
});
const pageUrl = ({ site, lang }: CalendarContext, path: string, hash = '') =>
  `${site.origin}${localizedPath(path, lang)}${hash}`;
const venueAddress = ({ venue }: Site) =>
  `${venue.name}, ${venue.street}, ${venue.postalCode} ${venue.area}, ${venue.island}, ${venue.region}, ${venue.country}`;

/** The show itself: all day, every show day. */
export function showCalendarEvent(context: CalendarContext): CalendarEvent {
  const { site, copy } = context;
  return {
    ...idAndUid(site, `mybos-${site.edition.year}`),
    title: copy.showTitle,
    description: fill(copy.showDescription, copy.hours),
    location: venueAddress(site),
    url: pageUrl(context, copy.paths.show),
    allDay: true,
    startDate: site.edition.startDate,
    endDate: dayAfter(site.edition.endDate),
  };
}

/** One event of the daily schedule, at its hours on its day. */
export function scheduleCalendarEvent(context: CalendarContext, day: ScheduleDay, event: ScheduleEvent): CalendarEvent {
  const { site, copy } = context;
  const { utcOffset } = site.timeZone;
  return {
    ...idAndUid(site, scheduleEventId(day, event)),
    title: fill(copy.eventTitle, { activity: event.activity, show: site.shortName }),
    description: fill(copy.eventDescription, { day: day.title, date: day.heldOnLabel, time: event.time }),
    location: venueAddress(site),
    url: pageUrl(context, copy.paths.schedule, `#day-${day.date}`),
    allDay: false,
    // The day it is held on, which Today at MYBOS and the schedule's marks read too.
    start: utcInstant(day.heldOn, event.start, utcOffset),
    end: utcInstant(day.heldOn, event.end, utcOffset),
  };
}

const conferenceLocation = (conference: Conference) => `${conference.venue}, ${conference.venueArea}`;

/** The whole conference day. */
export function conferenceCalendarEvent(context: CalendarContext, conference: Conference): CalendarEvent {
  const { site, copy } = context;
  const { utcOffset } = site.timeZone;
  return {
    ...idAndUid(site, `conference-${conference.date}`),
    title: conference.name,
    description: conference.context,
    location: conferenceLocation(conference),
    url: pageUrl(context, copy.paths.conference),
    allDay: false,
    start: utcInstant(conference.date, conference.startTime, utcOffset),
    end: utcInstant(conference.date, conference.endTime, utcOffset),
  };
}

/** One session of the conference: from its slot's start to the next slot's (the last: the day's end). */
export function sessionCalendarEvent(
  context: CalendarContext,
  conference: Conference,
  slots: Slots,
  slotIndex: number,
  sessionIndex: number,
): CalendarEvent {
  const { site, copy } = context;
  const { utcOffset } = site.timeZone;
  const slot = slots[slotIndex];
  const session = slot?.sessions[sessionIndex];
  if (!slot || !session) throw new Error(`No conference session ${slotIndex}/${sessionIndex}`);
  const end = slots[slotIndex + 1]?.start ?? conference.endTime;
  return {
    ...idAndUid(site, `conference-${conference.date}-${sessionId(slot, sessionIndex)}`),
    title: fill(copy.sessionTitle, { topic: session.topic, conference: conference.name }),
    description: fill(copy.sessionDescription, {
      speaker: session.speaker,
      date: conference.dateLabel,
      time: slot.time,
    }),
    location: conferenceLocation(conference),
    url: pageUrl(context, copy.paths.conference, '#timetable'),
    allDay: false,
    start: utcInstant(conference.date, slot.start, utcOffset),
    end: utcInstant(conference.date, end, utcOffset),
  };
}

/** Everything that has a file under /calendar/, by id: the show, the conference and each schedule event. */
export function calendarEntries(
  content: Pick<Edition, 'site' | 'shell' | 'schedule' | 'conference'>,
  lang: Lang,
): Map<string, CalendarEvent> {
  const context: CalendarContext = { site: content.site, copy: content.shell.calendar, lang };
  const entries = [
    showCalendarEvent(context),
    conferenceCalendarEvent(context, content.conference),
    ...content.schedule.days.flatMap((day) => day.events.map((event) => scheduleCalendarEvent(context, day, event))),
  ];
  return new Map(entries.map((entry) => [entry.id, entry]));
}
