import { describe, expect, it } from 'vitest';
import { readEditions } from '~/content/read-editions.server';
import { tripId } from '~/routes/ticket/form/trip-id';
import { showDays } from '../test-support/cruises';
import { tripsFromContent } from './trips';

const { en } = readEditions();

describe('trips from the content', () => {
  it('are every cruise on every show day at each of its trip times, with its seats', () => {
    const trips = tripsFromContent(en);
    // In the content's order: each cruise, each show day, each of its trip times.
    const expected = en.cruises.flatMap((cruise) =>
      showDays.flatMap((day) =>
        cruise.tripTimes.map((tripTime) => ({
          id: tripId(cruise.name, day, tripTime),
          cruise: cruise.name,
          day,
          tripTime,
          capacity: cruise.capacity,
        })),
      ),
    );
    expect(trips).toEqual(expected);
    expect(trips).toHaveLength(showDays.length * en.cruises.reduce((sum, cruise) => sum + cruise.tripTimes.length, 0));
    expect(trips[0]).toEqual({
      id: tripId(en.cruises[0]!.name, en.site.edition.startDate, en.cruises[0]!.tripTimes[0]!),
      cruise: en.cruises[0]!.name,
      day: en.site.edition.startDate,
      tripTime: en.cruises[0]!.tripTimes[0],
      capacity: en.cruises[0]!.capacity,
    });
    expect(trips.at(-1)!.day).toBe(en.site.edition.endDate);
    expect(new Set(trips.map((trip) => trip.id)).size).toBe(trips.length);
  });

  it('refuses a capacity that is not a whole number', () => {
    const cruise = en.cruises[1]!;
    const capacity = cruise.capacity + 0.5;
    const cruises = en.cruises.map((other) => (other === cruise ? { ...cruise, capacity } : other));
    expect(() => tripsFromContent({ ...en, cruises })).toThrow(
      `${cruise.name}'s capacity ${capacity} is not a whole number`,
    );
  });

  it('have ids of plain words', () => {
    // Made-up arguments of the pure function: the id's form (trip-id.ts), not the content's trips.
    expect(tripId('Damai Puteri', '2026-02-07', '5PM-7PM')).toBe('damai-puteri-2026-02-07-5pm-7pm');
  });
});
