import { z } from 'zod';
import { entryId, externalUrl, plain, standRef, text } from '../fields';

/** An exhibitor: one file per company, named after its id. */
export const exhibitorsSchema = z.strictObject({
  id: entryId,
  name: plain,
  category: text,
  country: text,
  stand: standRef,
  /** What the company does, for its page and for search. */
  description: text.optional(),
  website: externalUrl.optional(),
});
