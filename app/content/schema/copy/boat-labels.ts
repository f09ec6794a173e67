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
  /** The boat's own page (/boats/<id>): the link to it from cards and the preview, and its words. */
  fullDetails: text,
  fullDetailsDetail: text,
  builder: text,
  specifications: text,
  allBoats: text,
});
