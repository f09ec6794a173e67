import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { calendarEntries } from '~/features/calendar/calendar-events';
import { showPhase, windowState } from '~/features/lifecycle/show-phase';
import { showEventJsonLd } from '~/seo/structured-data';
import { formatProblem } from './content-problem';
import { readContent } from './read-content.server';
import { readEditions } from './read-editions.server';
import { copyOfContent } from './test-content-copy';

// Rolling the site over to the next edition is a change of content/site.yaml: the organisers
// enter the new dates and windows, and every title, date line, calendar file and piece of
// structured data follows, in both languages.
const { dir, remove } = copyOfContent('next-edition');
afterAll(remove);

const site = parse(readFileSync(join(dir, 'site.yaml'), 'utf8'));
const window = { opens: '2026-06-01T00:00:00+08:00', closes: '2027-01-30T22:00:00+08:00' };
site.edition = {
  ...site.edition,
  year: 2027,
  startDate: '2027-01-27',
  endDate: '2027-01-30',
  datesLabel: { en: '27–30 January 2027', ms: '27–30 Januari 2027' },
  // The conference's window stays: it is the 2025 conference's, as copy/conference.yaml marks it.
  registration: { ...site.edition.registration, publicVisitor: window, ticket: window, exhibitor: window },
};
site.nextEdition = { year: 2028 };
site.pastEditions = [
  {
    year: 2026,
    datesLabel: { en: '4–7 February 2026', ms: '4–7 Februari 2026' },
    venue: site.venue.label,
    highlights: '/gallery-all',
  },
  ...site.pastEditions,
];
site.countdownTarget = '2027-01-27T00:00:00+08:00';
writeFileSync(join(dir, 'site.yaml'), stringify(site));

// With only site.yaml moved, the check names every dated thing still on the old edition.
const forgotten = readContent(dir).problems.map(formatProblem);

// The rest of the move: the exhibitors' window closes before the gates first open, and the
// opening hours' days are the new show's.
site.edition.registration.exhibitor = { ...window, closes: '2027-01-23T00:00:00+08:00' };
writeFileSync(join(dir, 'site.yaml'), stringify(site));
const visit = parse(readFileSync(join(dir, 'copy/visit.yaml'), 'utf8'));
const newDays = [
  ['2027-01-27', 'Wednesday 27 January', 'Rabu, 27 Januari'],
  ['2027-01-28', 'Thursday 28 January', 'Khamis, 28 Januari'],
  ['2027-01-29', 'Friday 29 January', 'Jumaat, 29 Januari'],
  ['2027-01-30', 'Saturday 30 January', 'Sabtu, 30 Januari'],
];
visit.sections.hours.days.forEach((day: { date: string; day: { en: string; ms: string } }, index: number) => {
  const [date, english, malay] = newDays[index]!;
  Object.assign(day, { date, day: { en: english, ms: malay } });
});
writeFileSync(join(dir, 'copy/visit.yaml'), stringify(visit));
const { en, ms } = readEditions(undefined, undefined, dir);

/** Every text of an edition that still names 2026. */
function mentions2026(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return value.includes('2026') ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => mentions2026(item, `${path}.${index}`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => mentions2026(item, path ? `${path}.${key}` : key));
  }
  return [];
}

describe('the site rolled over to the next edition', () => {
  it('is refused, naming file and field, until every dated thing is moved or marked', () => {
    expect(forgotten).toEqual([
      'content/site.yaml: field edition.registration.exhibitor.closes: 2027-01-30T22:00:00+08:00 is after the gates open on the first show day, 2027-01-27T10:00:00+08:00: close it by then',
      ...[0, 1, 2, 3].map(
        (index) =>
          `content/copy/visit.yaml: field sections.hours.days.${index}.date: 2026-02-0${4 + index} is not a day of the 2027 edition (2027-01-27 to 2027-01-30): move it to one of its days`,
      ),
    ]);
  });

  it('titles every page and the share text with the new year and dates, in both languages', () => {
    expect(en.pages.home.title).toBe('Malaysia International Boat Show 2027, Langkawi');
    expect(ms.pages.home.title).toBe('Malaysia International Boat Show 2027 di Langkawi');
    expect(en.pages.home.description).toContain('27–30 January 2027');
    expect(ms.pages.home.description).toContain('27–30 Januari 2027');
    expect(en.home.countdown.heading).toBe('The countdown to MYBOS 2027');
    expect(en.shell.calendar.showTitle).toBe('Malaysia International Boat Show 2027');
  });

  it('leaves 2026 only where the content names a day by hand', () => {
    const handWritten = (path: string) =>
      !path.startsWith('site.edition.registration') && !path.startsWith('site.pastEditions');
    const left = mentions2026(en).filter(handWritten);
    expect(left).toEqual(['accessibility.lastReviewed']);
    expect(mentions2026(ms).filter(handWritten)).toEqual(left);
  });

  it('counts down to, describes and offers in calendars the new show', () => {
    expect(en.site.countdownTarget).toBe('2027-01-27T00:00:00+08:00');
    const event = showEventJsonLd(en, 'en', 'https://example.test/a.jpg');
    expect(event).toMatchObject({ name: 'Malaysia International Boat Show 2027' });
    expect(String(event.startDate)).toMatch(/^2027-01-27T10:00/);
    const show = calendarEntries(ms, 'ms').get('mybos-2027');
    expect(show).toMatchObject({ title: 'Malaysia International Boat Show 2027' });
  });

  it("holds the 2025 programme on the new show's days, in the calendar files too", () => {
    expect(en.schedule.days.map((day) => day.heldOn)).toEqual(['2027-01-27', '2027-01-28', '2027-01-29', '2027-01-30']);
    const cruise = calendarEntries(en, 'en').get('2025-05-21-morning-cruise');
    expect(cruise).toMatchObject({ start: '2027-01-27T01:00:00Z' });
  });

  it('keeps the edition that ended among the past editions, with its highlights', () => {
    expect(en.site.pastEditions[0]).toEqual({
      year: 2026,
      datesLabel: '4–7 February 2026',
      venue: 'Royal Langkawi Yacht Club, Kuah, Langkawi',
      highlights: '/gallery-all',
    });
    expect(ms.site.pastEditions[0]).toMatchObject({ datesLabel: '4–7 Februari 2026', highlights: '/ms/gallery-all' });
    expect(en.site.pastEditions.map(({ year }) => year)).toEqual([2026, 2025]);
  });

  it('follows the new show on its calendar: the site is before the show again and its forms take registrations', () => {
    const today = Date.parse('2026-11-26T12:00:00+08:00');
    const { edition, timeZone } = en.site;
    expect(showPhase(today, { ...edition, utcOffset: timeZone.utcOffset })).toEqual({ kind: 'before' });
    const { conference, ...showForms } = edition.registration;
    for (const form of Object.values(showForms)) expect(windowState(today, form)).toBe('open');
    // The conference is LIMA 2025's (copy/conference.yaml edition: 2025): its form stays closed.
    expect(windowState(today, conference)).toBe('closed');
    expect(showPhase(Date.parse('2027-01-28T11:00:00+08:00'), { ...edition, utcOffset: timeZone.utcOffset })).toMatchObject(
      { kind: 'live', day: 2 },
    );
  });
});
