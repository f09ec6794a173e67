import { z } from 'zod';

/**
 * The kinds of field the content is made of. Every file's schema (next to this one) is built
 * from these, so a rule lives in one place: the build's content check, the types the pages
 * are written against and the editor's settings all follow from them.
 */

const missing = (what: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? `${what} is missing` : `${what} must be text`;

// Spaces are kept as written (a text may end in one before a link); only blank text is refused.
const notBlank = (value: string) => value.trim().length > 0;

/** Words that are the same in both languages: a name, an address, a number as written. */
export const plain = z.string({ error: missing('the text') }).refine(notBlank, 'is empty');

/** Words a visitor reads, in English and in Malay side by side. Both are required. */
export const text = z.strictObject(
  {
    en: z.string({ error: missing('the English text') }).refine(notBlank, 'the English text is empty'),
    ms: z.string({ error: missing('the Malay text') }).refine(notBlank, 'the Malay text is empty'),
  },
  { error: (issue) => (issue.input === undefined ? 'is missing' : 'needs an English and a Malay text (en: and ms:)') },
);

/** A photo: an original file under content/media and its description in both languages. */
export const image = z.strictObject({
  file: z
    .string({ error: missing('the photo file') })
    .regex(
      /^[a-z0-9-]+\/[a-z0-9-]+\.(jpg|jpeg|png)$/,
      'must be a .jpg or .png under content/media, like boats/sea-breeze.jpg',
    ),
  alt: text,
});

/** A page of this site (its English path, optionally with a #section); Malay pages get /ms in front. */
export const pageLink = z
  .string({ error: missing('the link') })
  .regex(/^\/[a-z0-9\-/]*(#[a-z0-9-]+)?$/, 'must be a page of this site, like /visit or /visit#map');

/** A hall stand (H01…) or a pontoon berth (B01…) of the venue plan. */
export const standRef = z
  .string({ error: missing('the stand') })
  .regex(/^[HB]\d\d$/, 'must be a stand or berth of the venue plan, like H12 or B07');

/** A time of day in Malaysia time, 24-hour. */
export const clockTime = z
  .string({ error: missing('the time') })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time like 09:30');

/** A calendar date. */
export const isoDate = z
  .string({ error: missing('the date') })
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be a date like 2026-02-04');

/** An instant in Malaysia time, like 2026-02-07T22:00:00+08:00. */
export const instant = z
  .string({ error: missing('the date and time') })
  .regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/, 'must be a Malaysia time like 2026-02-07T22:00:00+08:00');

/** A link to another site. */
export const externalUrl = z
  .string({ error: missing('the link') })
  .regex(/^https:\/\/[^\s]+$/, 'must be a full web address starting with https://');

/** An entry's id: set once, never changed (saved plans and shared links name it). */
export const entryId = z
  .string({ error: missing('the id') })
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]*$/, 'must be letters, digits and dashes, like sea-breeze-yachts');

/** Where an entry comes in its list: lower first. */
export const displayOrder = z.number({ error: 'must be a number' }).int('must be a whole number');

/** An amount or a count: a number, never text. */
export const amount = z.number({ error: 'must be a number' }).nonnegative('cannot be negative');
