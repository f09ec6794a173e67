import { z } from 'zod';
import { text, clockTime, entryId } from '../fields';

export const conferenceSessionsSchema = z.strictObject({
  id: entryId,
  start: clockTime,
  time: text,
  sessions: z.array(
    z.strictObject({
      topic: text,
      speaker: text,
    }),
  ),
});
