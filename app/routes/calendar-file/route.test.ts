import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { readEditions } from '~/content/read-editions.server';

const editions = readEditions();
import { calendarEntries, scheduleEventId } from '~/features/calendar/calendar-events';
import { calendarFilePath, googleCalendarUrl, outlookCalendarUrl } from '~/features/calendar/calendar';
import { langs, type Lang } from '~/lib/lang';
import { loader } from './route';

// Every calendar file the build writes, read back with an iCalendar parser (ical.js, not our
// own code): a file a calendar app rejects fails silently on a visitor's phone.

async function fetchFile(id: string, lang: Lang) {
  const path = calendarFilePath(id, lang);
  const file = path.split('/').at(-1) ?? '';
  const response = (await loader({
    url: new URL(`http://localhost${path}`),
    params: { file },
    context: {},
  } as Parameters<typeof loader>[0])) as Response;
  return { response, text: await response.text() };
}

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent)) };
}

const ids = [...calendarEntries(editions.en, 'en').keys()];

// The show, the conference and the programme are read from the content, so an organiser's new
// event or new dates keep these tests green; only the file format is fixed here.
const { site, schedule, conference } = editions.en;
const { utcOffset } = site.timeZone;
const showId = `mybos-${site.edition.year}`;
const conferenceId = `conference-${conference.date}`;
const scheduleIds = schedule.days.flatMap((day) => day.events.map((event) => scheduleEventId(day, event)));
/** An instant of the show's clock as UTC, worked out by the platform rather than our calendar code. */
const utc = (date: string, time: string) => new Date(`${date}T${time}:00${utcOffset}`).toISOString();
/** The day after a date, as the exclusive end of an all-day event. */
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe('the calendar files', () => {
  it('exist for the show, the conference and each schedule event, with the same ids in both languages', () => {
    expect(new Set(scheduleIds).size).toBe(schedule.days.reduce((sum, day) => sum + day.events.length, 0));
    expect(ids.toSorted()).toEqual([showId, conferenceId, ...scheduleIds].toSorted());
    expect([...calendarEntries(editions.ms, 'ms').keys()]).toEqual(ids);
  });

  for (const lang of langs) {
    it(`(${lang}) are text/calendar with CRLF lines folded at 75 octets, one event each, parsed back to the entry`, async () => {
      const entries = calendarEntries(editions[lang], lang);
      for (const id of ids) {
        const { response, text } = await fetchFile(id, lang);
        expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
        expect(text.endsWith('\r\n'), id).toBe(true);
        expect(text.replaceAll('\r\n', ''), id).not.toMatch(/[\r\n]/);
        for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);

        const { calendar, events } = parse(text);
        expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
        expect(events).toHaveLength(1);
        const [event] = events;
        const entry = entries.get(id);
        expect(event?.uid).toBe(`${id}@mybos.com.my`);
        expect(event?.summary).toBe(entry?.title);
        expect(event?.description).toBe(entry?.description);
        expect(event?.location).toBe(entry?.location);
        expect(event?.component.getFirstPropertyValue('dtstamp')).toBeTruthy();
      }
    });
  }

  it('hold the show as all-day from its first day, ending (exclusively) the day after its last', async () => {
    const { text } = await fetchFile(showId, 'en');
    const [show] = parse(text).events;
    expect(show?.startDate.isDate).toBe(true);
    expect(show?.startDate.toString()).toBe(site.edition.startDate);
    expect(show?.endDate.toString()).toBe(dayAfter(site.edition.endDate));
    expect(show?.location).toContain(site.venue.name);
  });

  // Every timed event of the content: the schedule's, each on the show day it is held on (its
  // edition's day when that is this edition, otherwise this edition's day in its place), and the
  // conference.
  const instants: [id: string, start: string, end: string][] = [
    ...schedule.days.flatMap((day) =>
      day.events.map(
        (event) =>
          [scheduleEventId(day, event), utc(day.heldOn, event.start), utc(day.heldOn, event.end)] as [
            string,
            string,
            string,
          ],
      ),
    ),
    [conferenceId, utc(conference.date, conference.startTime), utc(conference.date, conference.endTime)],
  ];
  for (const lang of langs) {
    it(`(${lang}) give timed events the right instant whatever the reader's time zone`, async () => {
      for (const [id, start, end] of instants) {
        const [event] = parse((await fetchFile(id, lang)).text).events;
        expect(event?.startDate.isDate).toBe(false);
        expect(event?.startDate.toJSDate().toISOString(), id).toBe(start);
        expect(event?.endDate.toJSDate().toISOString(), id).toBe(end);
      }
    });
  }

  it('answer 404 for an id that is not an entry', async () => {
    await expect(fetchFile('no-such-event', 'en')).rejects.toHaveProperty('status', 404);
  });
});

describe('the calendar links', () => {
  const entries = calendarEntries(editions.en, 'en');
  // The programme's first event, whatever it is.
  const [day] = schedule.days;
  const [first] = day!.events;
  const event = entries.get(scheduleEventId(day!, first!))!;
  const [start, end] = [utc(day!.heldOn, first!.start), utc(day!.heldOn, first!.end)].map((iso) =>
    iso.replace('.000', ''),
  );
  const show = entries.get(showId)!;
  const [firstDay, dayAfterLast] = [site.edition.startDate, dayAfter(site.edition.endDate)];
  const compact = (iso: string) => iso.replace(/[-:]/g, '');

  it('give Google Calendar the same UTC instants as the file', () => {
    const google = new URL(googleCalendarUrl(event));
    expect(google.searchParams.get('dates')).toBe(`${compact(start!)}/${compact(end!)}`);
    expect(google.searchParams.get('text')).toBe(event.title);
    expect(new URL(googleCalendarUrl(show)).searchParams.get('dates')).toBe(
      `${compact(firstDay)}/${compact(dayAfterLast)}`,
    );
  });

  it('give Outlook.com the same UTC instants as the file', () => {
    const outlook = new URL(outlookCalendarUrl(event));
    expect(outlook.searchParams.get('startdt')).toBe(start);
    expect(outlook.searchParams.get('enddt')).toBe(end);
    expect(outlook.searchParams.get('allday')).toBeNull();
    const allDay = new URL(outlookCalendarUrl(show));
    expect([allDay.searchParams.get('startdt'), allDay.searchParams.get('enddt')]).toEqual([firstDay, dayAfterLast]);
    expect(allDay.searchParams.get('allday')).toBe('true');
  });
});
