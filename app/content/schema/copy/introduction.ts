import { z } from 'zod';
import { text } from '../fields';

export const introductionSchema = z.strictObject({
  about: z.strictObject({
    heading: text,
    paragraphs: z.array(text),
  }),
  facts: z.array(
    z.strictObject({
      label: text,
      value: text,
    }),
  ),
  marinasHeading: text,
  marinasIntro: text,
  innovation: z.strictObject({
    heading: text,
    intro: text,
    items: z.array(
      z.strictObject({
        title: text,
        text: text,
      }),
    ),
  }),
});
