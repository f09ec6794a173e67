import { describe, expect, it } from 'vitest';
import { readEditions } from '~/content/read-editions.server';
import { tripId } from '~/routes/ticket/form/trip-id';
import { tripsFromContent } from './trips';

const { en } = readEditions();

describe('trips from the content', () => {
  it('are every cruise on every show day at each of its trip times, with its seats', () => {
    const trips = tripsFromContent(en);
    expect(trips).toHaveLength(4 * (2 + 2 + 3)); // 4 show days × the three cruises' trip times
    expect(trips[0]).toEqual({
      id: 'manta-oro-2026-02-04-11am-2pm',
      cruise: 'Manta Oro',
      day: '2026-02-04',
      tripTime: '11AM-2PM',
      capacity: 60,
    });
    expect(new Set(trips.map((trip) => trip.id)).size).toBe(trips.length);
    expect(Object.fromEntries(en.cruises.map((cruise) => [cruise.name, cruise.capacity]))).toEqual({
      'Manta Oro': 60,
      'Manta Blu': 30,
      'Damai Puteri': 36,
    });
  });

  it('refuses a capacity that is not a whole number', () => {
    const cruises = en.cruises.map((cruise, index) => (index === 1 ? { ...cruise, capacity: 30.5 } : cruise));
    expect(() => tripsFromContent({ ...en, cruises })).toThrow(/Manta Blu's capacity 30.5 is not a whole number/);
  });

  it('have ids of plain words', () => {
    expect(tripId('Damai Puteri', '2026-02-07', '5PM-7PM')).toBe('damai-puteri-2026-02-07-5pm-7pm');
  });
});
