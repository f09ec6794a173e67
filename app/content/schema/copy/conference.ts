import { z } from 'zod';
import { text, clockTime, isoDate, plain } from '../fields';

export const conferenceSchema = z.strictObject({
  name: plain,
  date: isoDate,
  /** The edition the conference is held with, when it is not the current one (LIMA 2025's). */
  edition: z.number().int().optional(),
  dateLabel: text,
  timeLabel: text,
  startTime: clockTime,
  endTime: clockTime,
  heldAlongside: plain,
  venue: text,
  venueArea: plain,
  context: text,
  admissionFeeRm: z.number().int(),
  admissionName: text,
  payment: text,
  receiptEmail: plain,
  receiptNote: text,
  audience: z.array(text),
  inclusions: z.array(text),
  details: z.strictObject({
    heading: text,
    facts: z.strictObject({
      date: text,
      time: text,
      venue: text,
      admission: text,
    }),
    admissionNote: text,
    payment: text,
    audience: text,
    inclusions: text,
    sendReceiptTo: text,
  }),
});
