import { z } from 'zod';
import { text, titledCards } from '../fields';

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
  innovation: titledCards,
});
