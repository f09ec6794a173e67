import { z } from 'zod';
import { image } from '../fields';

export const featuredEventsSchema = z.strictObject({
  showcaseImage: image,
});
