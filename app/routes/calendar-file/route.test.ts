import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { readEditions } from '~/content/read-editions.server';

const editions = readEditions();
import { calendarEntries } from '~/features/calendar/calendar-events';
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

describe('the calendar files', () => {
  it('exist for the show, the conference and each of the 28 schedule events, with the same ids in both languages', () => {
    expect(ids).toContain('mybos-2026');
    expect(ids).toContain('conference-2025-05-23');
    expect(ids.filter((id) => id.startsWith('2025-05-2'))).toHaveLength(28);
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

  it('hold the show as all-day 4–7 February 2026, ending (exclusively) on the 8th', async () => {
    const { text } = await fetchFile('mybos-2026', 'en');
    const [show] = parse(text).events;
    expect(show?.startDate.isDate).toBe(true);
    expect(show?.startDate.toString()).toBe('2026-02-04');
    expect(show?.endDate.toString()).toBe('2026-02-08');
    expect(show?.location).toContain('Royal Langkawi Yacht Club');
  });

  // The instants below are worked out by hand from the programme (Malaysia time is UTC+8). Its
  // days are the 2025 edition's, held on the 2026 edition's days in order (day 1 on 4 February).
  const instants: [id: string, start: string, end: string][] = [
    ['2025-05-21-morning-cruise', '2026-02-04T01:00:00.000Z', '2026-02-04T03:00:00.000Z'],
    ['2025-05-22-sailing-workshops', '2026-02-05T06:00:00.000Z', '2026-02-05T08:00:00.000Z'],
    ['2025-05-23-gala-dinner', '2026-02-06T12:00:00.000Z', '2026-02-06T15:00:00.000Z'],
    ['2025-05-24-sunset-cruise', '2026-02-07T08:00:00.000Z', '2026-02-07T11:00:00.000Z'],
    ['conference-2025-05-23', '2025-05-23T00:00:00.000Z', '2025-05-23T08:00:00.000Z'],
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
  const cruise = entries.get('2025-05-21-morning-cruise')!;
  const show = entries.get('mybos-2026')!;

  it('give Google Calendar the same UTC instants as the file', () => {
    const google = new URL(googleCalendarUrl(cruise));
    expect(google.searchParams.get('dates')).toBe('20260204T010000Z/20260204T030000Z');
    expect(google.searchParams.get('text')).toBe(cruise.title);
    expect(new URL(googleCalendarUrl(show)).searchParams.get('dates')).toBe('20260204/20260208');
  });

  it('give Outlook.com the same UTC instants as the file', () => {
    const outlook = new URL(outlookCalendarUrl(cruise));
    expect(outlook.searchParams.get('startdt')).toBe('2026-02-04T01:00:00Z');
    expect(outlook.searchParams.get('enddt')).toBe('2026-02-04T03:00:00Z');
    expect(outlook.searchParams.get('allday')).toBeNull();
    const allDay = new URL(outlookCalendarUrl(show));
    expect([allDay.searchParams.get('startdt'), allDay.searchParams.get('enddt')]).toEqual([
      '2026-02-04',
      '2026-02-08',
    ]);
    expect(allDay.searchParams.get('allday')).toBe('true');
  });
});
