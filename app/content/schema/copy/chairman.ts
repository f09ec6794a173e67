import { z } from 'zod';
import { text, plain } from '../fields';

export const chairmanSchema = z.strictObject({
  name: plain,
  role: text,
  message: z.strictObject({
    heading: text,
    paragraphs: z.array(text),
  }),
  insight: z.strictObject({
    heading: text,
    intro: text,
    figures: z.array(
      z.strictObject({
        value: text,
        label: text,
      }),
    ),
    points: z.array(
      z.strictObject({
        title: text,
        text: text,
      }),
    ),
  }),
});
