import { z } from 'zod';
import { text, image, entryId, displayOrder } from '../fields';

export const heroSlidesSchema = z.strictObject({
  id: entryId,
  order: displayOrder,
  image: image,
  caption: text,
});
