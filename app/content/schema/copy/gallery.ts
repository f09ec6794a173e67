import { z } from 'zod';
import { text, plain } from '../fields';

export const gallerySchema = z.strictObject({
  categories: z.array(
    z.strictObject({
      id: plain,
      title: text,
    }),
  ),
  lightbox: z.strictObject({
    title: text,
    fallbackCategory: text,
    previous: text,
    next: text,
  }),
});
