import { z } from 'zod';
import { text, image, plain } from '../fields';

export const marinasSchema = z.strictObject({
  items: z.array(
    z.strictObject({
      name: plain,
      location: text,
      image: image,
      summary: text,
      figures: z.array(
        z.strictObject({
          label: text,
          value: text,
        }),
      ),
    }),
  ),
});
