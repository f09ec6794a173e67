import { describe, expect, it } from 'vitest';
import { timeOfDay } from './show-phase';
import { eventState, whatsOn } from './whats-on';

const day = [
  { key: 'morning', start: '09:00', end: '11:00' },
  { key: 'lunch', start: '11:00', end: '14:00' },
  { key: 'flyboard', start: '15:00', end: '15:30' },
  { key: 'sunset', start: '16:00', end: '19:00' },
  { key: 'jet-ski', start: '16:00', end: '16:30' },
];
const keys = (events: { key: string }[]) => events.map((event) => event.key);

describe('whatsOn', () => {
  it('lists what has started and not ended, and the next to start', () => {
    const at = whatsOn(day, '16:10');
    expect(keys(at.now)).toEqual(['sunset', 'jet-ski']);
    expect(at.next).toBeUndefined();
    expect(keys(whatsOn(day, '11:00').now)).toEqual(['lunch']);
    expect(whatsOn(day, '14:30')).toEqual({ now: [], next: day[2] });
    expect(whatsOn(day, '08:00').next).toBe(day[0]);
  });
});

describe('eventState', () => {
  it('is over from its end on its day and on every later day, on now from its start', () => {
    expect(eventState(1, 1, day[0]!, '08:59')).toBe('upcoming');
    expect(eventState(1, 1, day[0]!, '09:00')).toBe('on-now');
    expect(eventState(1, 1, day[0]!, '11:00')).toBe('over');
    expect(eventState(0, 1, day[3]!, '08:00')).toBe('over');
    expect(eventState(2, 1, day[0]!, '23:00')).toBe('upcoming');
  });
});

describe('timeOfDay', () => {
  it('reads the show clock, whatever the visitor’s own zone', () => {
    expect(timeOfDay(Date.parse('2026-02-04T21:05:00-05:00'), '+08:00')).toBe('10:05');
  });
});
