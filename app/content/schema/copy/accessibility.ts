import { z } from 'zod';
import { text, plain } from '../fields';

export const accessibilitySchema = z.strictObject({
  headings: z.strictObject({
    commitments: text,
    testing: text,
    knownLimitations: text,
    contact: text,
  }),
  lastReviewed: plain,
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
