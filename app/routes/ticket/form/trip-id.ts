import { slugOf } from '~/lib/slug';

/**
 * A trip's stable id: a cruise on a show day at a trip time, `manta-oro-2026-02-04-11am-2pm`.
 * The registrations service names trips by it (`GET /v1/trips`, `409 trip_full`), and the
 * order form finds its lines' seats by it.
 */
export const tripId = (cruise: string, day: string, tripTime: string) => `${slugOf(cruise)}-${day}-${slugOf(tripTime)}`;
