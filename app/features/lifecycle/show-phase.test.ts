import { describe, expect, it } from 'vitest';
import { showDates, showInstant, showPhase, windowState, type ShowCalendar } from './show-phase';

const edition: ShowCalendar = {
  startDate: '2026-02-04',
  endDate: '2026-02-07',
  dailyHours: { opens: '10:00', closes: '22:00' },
  utcOffset: '+08:00',
};
const myt = (local: string) => Date.parse(`${local}+08:00`);
const minute = 60_000;

describe('showPhase', () => {
  it('is before the show until midnight Malaysia time on the first day, to the millisecond', () => {
    expect(showPhase(myt('2026-02-03T23:59:59.999'), edition)).toEqual({ kind: 'before' });
    expect(showPhase(myt('2026-02-04T00:00:00'), edition)).toEqual({
      kind: 'live',
      day: 1,
      date: '2026-02-04',
      gates: 'not-yet-open',
    });
  });

  it('opens the gates at the opening minute and closes them at the closing minute of each day', () => {
    const day2 = (time: string) => showPhase(myt(`2026-02-05T${time}`), edition);
    expect(day2('09:59:59')).toMatchObject({ day: 2, gates: 'not-yet-open' });
    expect(day2('10:00:00')).toMatchObject({ day: 2, gates: 'open' });
    expect(day2('21:59:59')).toMatchObject({ day: 2, gates: 'open' });
    expect(day2('22:00:00')).toMatchObject({ day: 2, gates: 'closed-for-the-day' });
    expect(day2('23:00:00')).toMatchObject({ day: 2, date: '2026-02-05', gates: 'closed-for-the-day' });
  });

  it('turns to the next show day at midnight Malaysia time', () => {
    expect(showPhase(myt('2026-02-05T23:59:59'), edition)).toMatchObject({ day: 2 });
    expect(showPhase(myt('2026-02-06T00:00:00'), edition)).toMatchObject({ day: 3, gates: 'not-yet-open' });
  });

  it('ends when the gates close on the last day', () => {
    expect(showPhase(myt('2026-02-07T21:59:00'), edition)).toMatchObject({ day: 4, gates: 'open' });
    expect(showPhase(myt('2026-02-07T22:00:00'), edition)).toEqual({ kind: 'ended' });
    expect(showPhase(myt('2026-11-26T12:00:00'), edition)).toEqual({ kind: 'ended' });
  });

  it('decides by the instant, so a visitor whose clock is in New York sees the show’s phase', () => {
    // 10:00 on 5 February in Langkawi is 21:00 on 4 February in New York (UTC-5).
    const newYorkEvening = Date.parse('2026-02-04T21:00:00-05:00');
    expect(showPhase(newYorkEvening, edition)).toMatchObject({ day: 2, gates: 'open' });
    expect(showPhase(newYorkEvening - minute, edition)).toMatchObject({ day: 2, gates: 'not-yet-open' });
    // Midnight MYT on the first day is 11:00 the day before in New York.
    expect(showPhase(Date.parse('2026-02-03T10:59:59-05:00'), edition)).toEqual({ kind: 'before' });
    expect(showPhase(Date.parse('2026-02-03T11:00:00-05:00'), edition)).toMatchObject({ kind: 'live', day: 1 });
  });
});

describe('windowState', () => {
  const tickets = { opens: '2025-10-01T00:00:00+08:00', closes: '2026-02-07T22:00:00+08:00' };
  it('takes registrations from the opening instant up to, not at, the closing one', () => {
    expect(windowState(myt('2025-09-30T23:59:59'), tickets)).toBe('not-yet-open');
    expect(windowState(myt('2025-10-01T00:00:00'), tickets)).toBe('open');
    expect(windowState(myt('2026-02-07T21:59:59'), tickets)).toBe('open');
    expect(windowState(myt('2026-02-07T22:00:00'), tickets)).toBe('closed');
  });
});

describe('show dates', () => {
  it('lists every day from the first to the last, across a month end', () => {
    expect(showDates(edition)).toEqual(['2026-02-04', '2026-02-05', '2026-02-06', '2026-02-07']);
    expect(showDates({ startDate: '2027-01-30', endDate: '2027-02-02' })).toEqual([
      '2027-01-30',
      '2027-01-31',
      '2027-02-01',
      '2027-02-02',
    ]);
    expect(showInstant('2026-02-04', '10:00', '+08:00')).toBe(Date.parse('2026-02-04T02:00:00Z'));
  });
});
