import { z } from 'zod';
import { text, clockTime, isoDate, plain } from '../fields';
import { facilityKind } from '../copy/venue-plan';

export const scheduleDaysSchema = z.strictObject({
  id: isoDate,
  title: text,
  date: isoDate,
  dateLabel: text,
  events: z.array(
    z.strictObject({
      key: plain,
      start: clockTime,
      end: clockTime,
      time: text,
      activity: text,
      /** Where it happens: a place on the venue plan (its facilities), for Show on map. */
      place: facilityKind.optional(),
    }),
  ),
});
