import { z } from 'zod';
import { text, standRef, plain, entryId } from '../fields';

export const exhibitorsSchema = z.strictObject({
  id: entryId,
  name: plain,
  category: text,
  country: text,
  stand: standRef,
});
