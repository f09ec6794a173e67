import { describe, expect, it } from 'vitest';
import {
  clock,
  dayChoices,
  defaultDay,
  isDay,
  pairingLink,
  placeChoices,
  placeOfValue,
  placeValue,
  placeWords,
  showDays,
  showToday,
  spacedCode,
  tripWords,
  type GateTrip,
} from './gate-words';

const trips: GateTrip[] = [
  { id: 'manta-oro-2026-02-05-4pm-7pm', cruise: 'Manta Oro', day: '2026-02-05', tripTime: '4PM-7PM' },
  { id: 'manta-oro-2026-02-04-11am-2pm', cruise: 'Manta Oro', day: '2026-02-04', tripTime: '11AM-2PM' },
  { id: 'manta-blu-2026-02-05-11am-2pm', cruise: 'Manta Blu', day: '2026-02-05', tripTime: '11AM-2PM' },
];

describe('a gate in words', () => {
  it('names the hall’s sides and a trip’s gangway by cruise, day and time', () => {
    expect(placeWords({ gate: 'hall', direction: 'in' }, trips)).toBe('Hall entrance (in)');
    expect(placeWords({ gate: 'hall', direction: 'out', trip: null }, trips)).toBe('Hall exit (out)');
    expect(placeWords({ gate: 'trip', trip: 'manta-oro-2026-02-05-4pm-7pm' }, trips)).toBe(
      'Gangway: Manta Oro, Thu 5 Feb 4PM-7PM',
    );
  });

  it('falls back on the trip’s id when the content no longer has the trip', () => {
    expect(tripWords('gone-2026-02-05-1pm', trips)).toBe('gone-2026-02-05-1pm');
    expect(placeWords({ gate: 'trip', direction: null, trip: 'gone' }, trips)).toBe('Gangway: gone');
  });
});

describe('the pairing form’s gate', () => {
  it('offers the hall’s two sides, then every trip in the content’s order', () => {
    expect(placeChoices(trips)).toEqual([
      { value: 'hall:in', label: 'Hall entrance (in)' },
      { value: 'hall:out', label: 'Hall exit (out)' },
      { value: 'trip:manta-oro-2026-02-05-4pm-7pm', label: 'Gangway: Manta Oro, Thu 5 Feb 4PM-7PM' },
      { value: 'trip:manta-oro-2026-02-04-11am-2pm', label: 'Gangway: Manta Oro, Wed 4 Feb 11AM-2PM' },
      { value: 'trip:manta-blu-2026-02-05-11am-2pm', label: 'Gangway: Manta Blu, Thu 5 Feb 11AM-2PM' },
    ]);
  });

  it('reads back the gate each value names, and nothing else', () => {
    for (const choice of placeChoices(trips)) expect(placeValue(placeOfValue(choice.value)!)).toBe(choice.value);
    expect(placeOfValue('hall:in')).toEqual({ gate: 'hall', direction: 'in' });
    expect(placeOfValue('trip:manta-blu-2026-02-05-11am-2pm')).toEqual({
      gate: 'trip',
      trip: 'manta-blu-2026-02-05-11am-2pm',
    });
    for (const value of ['', 'hall', 'hall:up', 'trip:', 'gangway:x']) expect(placeOfValue(value)).toBeUndefined();
  });
});

describe('the counts’ day', () => {
  const days = showDays(trips);

  it('lists each show day once, in order', () => {
    expect(days).toEqual(['2026-02-04', '2026-02-05']);
  });

  it('opens on today during the show, else on its first day', () => {
    expect(defaultDay(days, '2026-02-05')).toBe('2026-02-05');
    expect(defaultDay(days, '2026-01-20')).toBe('2026-02-04');
    expect(defaultDay(days, '2026-03-01')).toBe('2026-02-04');
    expect(defaultDay([], '2026-02-05')).toBeUndefined();
  });

  it('takes today in the show’s time zone: 17:00 UTC is already the next day in Langkawi', () => {
    expect(showToday(new Date('2026-02-04T15:59:59Z'))).toBe('2026-02-04');
    expect(showToday(new Date('2026-02-04T16:00:00Z'))).toBe('2026-02-05');
  });

  it('adds a day asked for that is not a show day, in order', () => {
    expect(dayChoices(days, '2026-02-05')).toEqual(days);
    expect(dayChoices(days, '2026-02-01')).toEqual(['2026-02-01', '2026-02-04', '2026-02-05']);
  });

  it('takes only real dates as ?day=', () => {
    expect(isDay('2026-02-05')).toBe(true);
    for (const value of [null, '', '2026-2-5', '2026-13-01', 'today', '2026-02-05T00:00']) {
      expect(isDay(value)).toBe(false);
    }
  });
});

describe('a pairing code', () => {
  it('is shown in two groups of four, to read aloud', () => {
    expect(spacedCode('ABCDEFGH')).toBe('ABCD EFGH');
    expect(spacedCode('ABCD')).toBe('ABCD');
  });

  it('is carried by a link to the phone’s scan page, in the fragment', () => {
    expect(pairingLink('https://office.mybos.com.my', 'ABCD2345')).toBe(
      'https://office.mybos.com.my/office/scan#pair=ABCD2345',
    );
  });
});

describe('a clock', () => {
  it('tells the time in Langkawi, with or without seconds', () => {
    expect(clock('2026-02-05T01:02:03Z')).toBe('09:02:03');
    expect(clock('2026-02-05T15:30:00Z', false)).toBe('23:30');
  });
});
