import { z } from 'zod';
import { text, image, pageLink, entryId, displayOrder } from '../fields';

export const featuredEventsSchema = z.strictObject({
  id: entryId,
  order: displayOrder,
  title: text,
  when: text,
  summary: text,
  image: image,
  to: pageLink,
});
