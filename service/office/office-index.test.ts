import { describe, expect, it } from 'vitest';
import { samples } from '../test-support/samples';
import { holderOf, officeIndex, offsetMinutes, showDayOf, ticketLinesOf } from './office-index';

describe('what the office reads of a registration', () => {
  it('finds the holder in each kind’s own fields', () => {
    expect(holderOf('visitor', samples.visitor)).toEqual({
      name: 'Aisyah Rahman',
      email: 'aisyah@example.com',
      company: 'Langkawi Charters',
      phone: '+60 12-345 6789',
    });
    expect(holderOf('exhibitor', samples.exhibitor)).toMatchObject({ name: 'Lee Wei Ming', company: 'Straits Marine' });
    expect(holderOf('conference', samples.conference)).toMatchObject({
      name: 'Nurul Hassan',
      phone: '+60 12-888 7777',
    });
    expect(holderOf('ticket', samples.ticket)).toMatchObject({
      name: 'Tan Mei Ling',
      company: '',
      phone: '+60 123456789',
    });
    expect(holderOf('interest', samples.interest)).toEqual({
      name: 'Farah Aziz',
      email: 'farah@example.com',
      company: '',
      phone: '',
    });
    expect(holderOf('visitor', null)).toEqual({ name: '', email: '', company: '', phone: '' });
  });

  it('counts a ticket order’s tickets per category, as stored (numbers) or as typed (strings)', () => {
    expect(ticketLinesOf('ticket', { tickets: [0, 0, 2, 1] })).toEqual([
      { category: 2, quantity: 2 },
      { category: 3, quantity: 1 },
    ]);
    expect(ticketLinesOf('ticket', { tickets: ['1', '0', 'x', '0'] })).toEqual([{ category: 0, quantity: 1 }]);
    expect(ticketLinesOf('visitor', { tickets: [1] })).toEqual([]);
  });

  it('takes the show’s calendar day at its offset', () => {
    expect(offsetMinutes('+08:00')).toBe(480);
    expect(offsetMinutes('-05:30')).toBe(-330);
    expect(() => offsetMinutes('UTC+8')).toThrow(/\+HH:MM/);
    expect(showDayOf('2026-02-04T15:59:59.999Z', '+08:00')).toBe('2026-02-04');
    expect(showDayOf('2026-02-04T16:00:00.000Z', '+08:00')).toBe('2026-02-05');
  });

  it('is the day, the search text and the tickets together', () => {
    expect(
      officeIndex(
        { reference: 'ref-1', kind: 'ticket', data: { ...samples.ticket, tickets: [0, 0, 2, 1] } },
        '2026-02-04T16:00:00.000Z',
        '+08:00',
      ),
    ).toEqual({
      receivedDay: '2026-02-05',
      searchText: 'tan mei ling\nmei@example.com\n\nref-1',
      ticketLines: [
        { category: 2, quantity: 2 },
        { category: 3, quantity: 1 },
      ],
    });
  });
});
