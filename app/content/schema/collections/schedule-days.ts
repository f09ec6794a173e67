import { z } from 'zod';
import { text, clockTime, eventKey, isoDate } from '../fields';
import { facilityKind } from '../copy/venue-plan';

export const scheduleDaysSchema = z.strictObject({
  id: isoDate,
  title: text,
  date: isoDate,
  dateLabel: text,
  /**
   * The edition this day's date and words belong to, when it is not the current one (the
   * 2025 programme the site shows as written). The site holds its events on the same day of
   * the current edition: app/content/edition-dates.ts, docs/decisions/105.
   */
  edition: z.number().int().optional(),
  events: z.array(
    z.strictObject({
      /** Names the event's calendar file and saved plans; the editor makes it from the English activity. */
      key: eventKey,
      start: clockTime,
      end: clockTime,
      time: text,
      activity: text,
      /** Where it happens: a place on the venue plan (its facilities), for Show on map. */
      place: facilityKind.optional(),
    }),
  ),
});
