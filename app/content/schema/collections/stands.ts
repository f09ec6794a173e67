import { z } from 'zod';
import { plain, entryId, displayOrder } from '../fields';

export const standsSchema = z.strictObject({
  id: entryId,
  order: displayOrder,
  zone: plain,
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
});
