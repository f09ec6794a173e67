import { describe, expect, it } from 'vitest';
import { prepareEntry, slugOf } from './prepare-entry';

const event = (start: string, activity: string, key?: string) => ({
  ...(key === undefined ? {} : { key }),
  start,
  end: '23:00',
  activity: { en: activity, ms: activity },
});

describe('what the editor does to an entry before it is checked and saved', () => {
  it("puts a day's events in time order, keeping the order of events at the same time", () => {
    const day = { id: 'd', events: [event('11:00', 'B', 'b'), event('09:00', 'A', 'a'), event('11:00', 'C', 'c')] };
    const events = prepareEntry('schedule-days', day).events as { key: string }[];
    expect(events.map((item) => item.key)).toEqual(['a', 'b', 'c']);
  });

  it('makes a missing key from the English activity, unique in its day, and keeps a written one', () => {
    const day = {
      id: 'd',
      events: [
        event('09:00', 'Flyboard show', 'flyboard-show'),
        event('10:00', 'Flyboard show!'),
        event('12:00', 'Écluse & Co', ''),
      ],
    };
    const events = prepareEntry('schedule-days', day).events as { key: string }[];
    expect(events.map((item) => item.key)).toEqual(['flyboard-show', 'flyboard-show-2', 'ecluse-co']);
  });

  it('leaves out an optional text empty in both languages, and keeps one written in one language for the check', () => {
    const exhibitor = { id: 'x', description: { en: '', ms: ' ' }, country: { en: 'Malaysia', ms: '' } };
    expect(prepareEntry('exhibitors', exhibitor)).toEqual({ id: 'x', country: { en: 'Malaysia', ms: '' } });
  });

  it('makes calendar-file-safe keys', () => {
    expect(slugOf('  Sunset cruise (advance booking) ')).toBe('sunset-cruise-advance-booking');
    expect(slugOf('---')).toBe('');
  });
});
