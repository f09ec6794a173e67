import { addDays } from '~/content/edition-dates';
import { dateLabel } from '~/lib/date-label';
import { showDates } from '~/features/lifecycle/show-phase';
import { tripId } from '~/routes/ticket/form/trip-id';
import { formKit } from '~/features/registration/test-samples';
import { tripsFromContent, type Trip } from '../trips/trips';

const { edition } = formKit('en');

/**
 * The cruises, show days and trips as the service reads them from the content (CONTENT_DIR or
 * ./content), for the tests that book seats: a valid edit of content/copy/cruises.yaml or of the
 * edition's dates keeps them green, since they compute what they expect from the same content.
 */
export const cruises = edition.cruises;
/** The content's edition in English, whose cruises, days and trips these are. */
export { edition };
export type CruiseIndex = 0 | 1 | 2;

/** The show's days, `YYYY-MM-DD`, first to last. */
export const showDays = showDates(edition.site.edition);

/** The show's day `n` (1 is the first); a test that needs more days than the show has says so. */
export function showDay(n: number): string {
  const day = showDays[n - 1];
  if (!day) throw new Error(`the test needs show day ${n}, the content's show has ${showDays.length}`);
  return day;
}

/** The day after the show's last: a day no cruise sails. */
export const dayAfterTheShow = addDays(showDays.at(-1)!, 1);

/** A show day as the site and its e-mails write it, with the content's month names: `6 February 2026`. */
export const dayWritten = (day: string) => dateLabel(day, edition.shell.months);

/** The most seats one order line may hold (content/copy/tickets.yaml). */
export const maxPerOrderLine = edition.tickets.maxPerOrderLine;

/** Every trip the content offers, as the service makes them at start. */
export const contentTrips: Trip[] = tripsFromContent(edition);

/** The trips of cruise `cruise` (an index of the content's cruises), in the content's order: day by day, time by time. */
export const tripsOf = (cruise: CruiseIndex) => contentTrips.filter((trip) => trip.cruise === cruises[cruise]!.name);

/** A trip of the content by its cruise's index, its day and its trip time, with its id as the service builds it. */
export function tripOf(cruise: CruiseIndex, day: string, tripTime: string) {
  return { cruise, day, tripTime, id: tripId(cruises[cruise]!.name, day, tripTime) };
}

/** `seats` split into order lines of at most `maxPerOrderLine` each: 29 → 10, 10, 9. */
export function orderLines(seats: number): number[] {
  const lines: number[] = [];
  for (let left = seats; left > 0; left -= maxPerOrderLine) lines.push(Math.min(left, maxPerOrderLine));
  return lines;
}
