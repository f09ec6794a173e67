import type { Edition } from '~/content/edition';
import { showDates } from '~/features/lifecycle/show-phase';
import { tripId } from '~/routes/ticket/form/trip-id';

/** A cruise on a show day at a trip time, with the content's seats per trip. */
export type Trip = { id: string; cruise: string; day: string; tripTime: string; capacity: number };

/**
 * Every trip the content offers, in its order: each cruise, each show day, each trip time.
 * Cruise names and trip times are the same in both languages (plain text in the content).
 */
export function tripsFromContent(edition: Pick<Edition, 'site' | 'cruises'>): Trip[] {
  const days = showDates(edition.site.edition);
  for (const cruise of edition.cruises) {
    // The content's schema takes whole seats only (`seats` in app/content/schema/fields.ts); said
    // again here, at start, because a fraction would make every comparison with `taken` wrong.
    if (!Number.isInteger(cruise.capacity)) {
      throw new Error(`content/copy/cruises.yaml: ${cruise.name}'s capacity ${cruise.capacity} is not a whole number`);
    }
  }
  return edition.cruises.flatMap((cruise) =>
    days.flatMap((day) =>
      cruise.tripTimes.map((tripTime) => ({
        id: tripId(cruise.name, day, tripTime),
        cruise: cruise.name,
        day,
        tripTime,
        capacity: cruise.capacity,
      })),
    ),
  );
}
