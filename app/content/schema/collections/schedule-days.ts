import { z } from 'zod';
import { text, clockTime, eventKey, isoDate } from '../fields';
import { facilityKind } from '../copy/venue-plan';

export const scheduleDaysSchema = z.strictObject({
  id: isoDate,
  title: text,
  date: isoDate,
  dateLabel: text,
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
