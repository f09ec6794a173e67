import { z } from 'zod';
import { text, clockTime, isoDate, plain } from '../fields';

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
    }),
  ),
});
