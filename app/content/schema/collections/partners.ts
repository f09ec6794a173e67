import { z } from 'zod';
import { text, plain, entryId, displayOrder } from '../fields';

export const partnersSchema = z.strictObject({
  id: entryId,
  order: displayOrder,
  name: plain,
  role: text,
  logo: plain,
});
