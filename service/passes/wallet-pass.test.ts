import { describe, expect, it } from 'vitest';
import { readEditions } from '~/content/read-editions.server';
import { showDates } from '~/features/lifecycle/show-phase';
import { tripStart, walletPasses } from './wallet-pass';

const editions = readEditions();
const describePass = walletPasses(editions);
const showDays = showDates(editions.en.site.edition);
const { site } = editions.en;

describe('tripStart', () => {
  it('reads the start of a trip time as the content writes it', () => {
    // Made-up trip times, each a form the content may write one in: the parser's cases, not the
    // content's trips.
    expect(tripStart('4PM-7PM')).toBe('16:00');
    expect(tripStart('9AM-11AM')).toBe('09:00');
    expect(tripStart('12PM-2PM')).toBe('12:00');
    expect(tripStart('12AM-1AM')).toBe('00:00');
    expect(tripStart('10:30am – noon')).toBe('10:30');
    expect(tripStart('sunset')).toBeUndefined();
    expect(tripStart('13PM-2PM')).toBeUndefined();
  });
});

describe('walletPasses', () => {
  it('writes a pass for the show days with the content’s words, in the registration’s language', () => {
    const claims = { jti: 'id-1', k: 'visitor' as const, n: 'Aisyah Rahman', d: showDays };
    const english = describePass(claims, 'a.b.c', 'en');
    expect(english).toMatchObject({
      id: 'id-1',
      token: 'a.b.c',
      title: 'Visitor pass',
      organiser: site.organiser,
      holder: { label: 'Name', value: 'Aisyah Rahman' },
      admits: [],
      days: { label: 'Days', value: editions.en.site.edition.datesLabel },
      validFrom: `${site.edition.startDate}T00:00:00${site.timeZone.utcOffset}`,
      validUntil: `${site.edition.endDate}T23:59:59${site.timeZone.utcOffset}`,
      relevantDate: `${site.edition.startDate}T${site.edition.dailyHours.opens}:00${site.timeZone.utcOffset}`,
    });
    expect(english.event).toEqual({
      name: `${site.fullName} ${site.edition.year}`,
      shortName: `${site.shortName} ${site.edition.year}`,
      year: site.edition.year,
      venue: site.venue.name,
      address: expect.stringContaining(site.venue.street),
      start: `${site.edition.startDate}T${site.edition.dailyHours.opens}:00${site.timeZone.utcOffset}`,
      end: `${site.edition.endDate}T${site.edition.dailyHours.closes}:00${site.timeZone.utcOffset}`,
    });
    expect(describePass(claims, 'a.b.c', 'ms')).toMatchObject({
      title: 'Pas pengunjung',
      holder: { label: 'Nama' },
      days: { label: 'Hari', value: editions.ms.site.edition.datesLabel },
    });
  });

  it('says what a pass admits to: the category, the company, or the trip on its day, relevant at its time', () => {
    expect(describePass({ jti: 'e', k: 'entrance', n: 'Tan', c: 'Dewasa', d: showDays }, 't', 'ms').admits).toEqual([
      { key: 'ticket', label: 'Tiket', value: 'Dewasa' },
    ]);
    expect(
      describePass({ jti: 'x', k: 'exhibitor', n: 'Lee', c: 'Straits Marine', d: showDays }, 't', 'en').admits,
    ).toEqual([{ key: 'company', label: 'Company', value: 'Straits Marine' }]);
    const day = showDays[1]!;
    // A cruise of the content with a trip time whose start can be read (tripStart, above): its pass
    // is relevant at that start.
    const cruise = editions.en.cruises.find((candidate) => candidate.tripTimes.some((time) => tripStart(time)))!;
    const tripTime = cruise.tripTimes.find((time) => tripStart(time))!;
    const boarding = describePass(
      { jti: 'b', k: 'boarding', n: 'Tan', tr: { id: 'trip', cr: cruise.name, d: day, t: tripTime, p: 2 }, d: [day] },
      't',
      'ms',
    );
    expect(boarding).toMatchObject({
      title: 'Pas menaiki kapal',
      admits: [
        { key: 'cruise', label: 'Pelayaran', value: cruise.name },
        { key: 'tripTime', label: 'Waktu pelayaran', value: tripTime },
        { key: 'seats', label: 'Tempat duduk', value: '2' },
      ],
      days: { label: 'Hari' },
      validFrom: `${day}T00:00:00${site.timeZone.utcOffset}`,
      validUntil: `${day}T23:59:59${site.timeZone.utcOffset}`,
      relevantDate: `${day}T${tripStart(tripTime)}:00${site.timeZone.utcOffset}`,
    });
    // One day, written with the content's month names.
    const [year, month, date] = day.split('-').map(Number);
    expect(boarding.days.value).toBe(`${date} ${editions.ms.shell.months[month! - 1]} ${year}`);
  });
});
