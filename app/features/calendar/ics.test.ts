import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { dayAfter, utcInstant, type CalendarEvent } from './calendar';
import { icsOf } from './ics';

const awkward: CalendarEvent = {
  id: 'test',
  uid: 'test@mybos.com.my',
  title: 'Sunset cruise, "Manta Blu"; back by 7\\8PM',
  description: 'Line one\nLine two, with commas; and semicolons — and a very long tail that must fold across lines',
  location: 'Royal Langkawi Yacht Club, Kuah',
  url: 'https://www.mybos.com.my/daily-schedule',
  allDay: false,
  start: utcInstant('2025-05-21', '16:00', '+08:00'),
  end: utcInstant('2025-05-21', '19:00', '+08:00'),
};

describe('icsOf', () => {
  it('escapes text so a parser reads back exactly what was written', () => {
    const text = icsOf([awkward], { name: 'Test', stamp: new Date('2026-01-01T00:00:00Z') });
    const [event] = new ICAL.Component(ICAL.parse(text))
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent));
    expect(event?.summary).toBe(awkward.title);
    expect(event?.description).toBe(awkward.description);
    expect(event?.location).toBe(awkward.location);
    expect(event?.startDate.toJSDate().toISOString()).toBe('2025-05-21T08:00:00.000Z');
    expect(text).toContain('DTSTAMP:20260101T000000Z\r\n');
  });

  it('writes several events into one calendar', () => {
    const text = icsOf([awkward, { ...awkward, id: 'two', uid: 'two@mybos.com.my' }], { name: 'Plan' });
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });
});

describe('calendar times', () => {
  it('turns Malaysia wall time into UTC', () => {
    expect(utcInstant('2025-05-23', '08:00', '+08:00')).toBe('2025-05-23T00:00:00Z');
    expect(utcInstant('2025-05-21', '02:30', '+08:00')).toBe('2025-05-20T18:30:00Z');
    expect(() => utcInstant('2025-05-21', '9AM', '+08:00')).toThrow();
  });

  it('ends all-day events on the next day, across months and leap days', () => {
    expect(dayAfter('2026-02-07')).toBe('2026-02-08');
    expect(dayAfter('2028-02-28')).toBe('2028-02-29');
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
  });
});
