import { z } from 'zod';
import { text } from '../fields';

export const conferenceTimetableSchema = z.strictObject({
  heading: text,
  intro: text,
});
