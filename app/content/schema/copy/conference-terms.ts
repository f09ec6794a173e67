import { z } from 'zod';
import { text } from '../fields';

export const conferenceTermsSchema = z.strictObject({
  title: text,
  points: z.array(text),
});
