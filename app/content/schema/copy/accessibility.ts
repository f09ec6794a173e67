import { z } from 'zod';
import { text, plain, isoDate } from '../fields';

export const accessibilitySchema = z.strictObject({
  headings: z.strictObject({
    commitments: text,
    testing: text,
    knownLimitations: text,
    contact: text,
  }),
  /** A date, not words: the page writes its month in the page's language (`Mac 2027` on /ms). */
  lastReviewed: isoDate,
  reviewedLine: text,
  commitments: z.array(text),
  testing: z.array(text),
  knownLimitations: z.array(text),
  contact: z.strictObject({
    email: plain,
    lead: text,
    responseTime: text,
  }),
});
