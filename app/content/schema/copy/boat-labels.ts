import { z } from 'zod';
import { text } from '../fields';

export const boatLabelsSchema = z.strictObject({
  length: text,
  guests: text,
  crew: text,
  preview: text,
  moreInfo: text,
  moreInfoDetail: text,
  infoComingSoon: text,
  price: text,
});
