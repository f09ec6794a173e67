import { z } from 'zod';
import { plain } from '../fields';

/** The plan's landmarks; the visit page's map names each (`map.zones`). */
export const facilityKind = z.enum([
  'entrance',
  'hall',
  'pier',
  'conference',
  'water',
  'cruise',
  'food',
  'firstAid',
  'surau',
  'toilets',
  'parking',
  'shuttle',
]);

export const venuePlanSchema = z.strictObject({
  size: z.strictObject({
    width: z.number().int(),
    height: z.number().int(),
  }),
  facilities: z.array(
    z.strictObject({
      kind: facilityKind,
      x: z.number().int(),
      y: z.number().int(),
      width: z.number().int(),
      height: z.number().int(),
    }),
  ),
  shoreline: plain,
  pontoons: z.array(
    z.strictObject({
      x: z.number().int(),
      y: z.number().int(),
      width: z.number().int(),
      height: z.number().int(),
    }),
  ),
});
