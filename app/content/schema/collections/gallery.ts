import { z } from 'zod';
import { image, plain, entryId, displayOrder } from '../fields';

export const gallerySchema = z.strictObject({
  id: entryId,
  order: displayOrder,
  category: plain,
  image: image,
});
