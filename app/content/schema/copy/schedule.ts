import { z } from 'zod';
import { text, pageLink } from '../fields';

export const scheduleSchema = z.strictObject({
  notes: z.array(text),
  notesLabel: text,
  links: z.array(
    z.strictObject({
      label: text,
      to: pageLink,
    }),
  ),
  caption: text,
  columns: z.strictObject({
    time: text,
    activity: text,
  }),
  marks: z.strictObject({
    today: text,
    onNow: text,
    over: text,
  }),
});
