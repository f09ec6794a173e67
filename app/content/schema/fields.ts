import { z } from 'zod';

/**
 * The kinds of field the content is made of. Every file's schema (next to this one) is built
 * from these, so a rule lives in one place: the build's content check, the types the pages are
 * written against and the organisers' editor (editor/decap-config.ts reads `rules` and
 * `fieldKinds`) all follow from them.
 */

/** The patterns a text field must match, with the message both the build and the editor give. */
export const rules = {
  notBlank: { pattern: /\S/, message: 'cannot be left empty' },
  photoFile: {
    pattern: /^[A-Za-z0-9_-]+\/[A-Za-z0-9_.-]+\.(jpe?g|png|JPE?G|PNG)$/,
    message: 'must be a .jpg or .png photo whose name has no spaces, like boats/sea-breeze.jpg',
  },
  pageLink: {
    pattern: /^\/[a-z0-9\-/]*(#[a-z0-9-]+)?$/,
    message: 'must be a page of this site, like /visit or /visit#map',
  },
  standRef: { pattern: /^[HB]\d\d$/, message: 'must be a stand or berth of the venue plan, like H12 or B07' },
  clockTime: { pattern: /^([01]\d|2[0-3]):[0-5]\d$/, message: 'must be a 24-hour time like 09:30' },
  isoDate: {
    pattern: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
    message: 'must be a date like 2026-02-04',
  },
  instant: {
    pattern: /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/,
    message: 'must be a Malaysia time like 2026-02-07T22:00:00+08:00',
  },
  externalUrl: { pattern: /^https:\/\/\S+$/, message: 'must be a full web address starting with https://' },
  entryId: {
    pattern: /^[A-Za-z0-9][A-Za-z0-9-]*$/,
    message: 'must be letters, digits and dashes, like sea-breeze-yachts',
  },
  // An event's key names its calendar file (<date>-<key>.ics) and saved plans, so it is a slug.
  eventKey: {
    pattern: /^[a-z0-9]+(-[a-z0-9]+)*$/,
    message: 'must be lowercase letters, digits and single dashes, like sunset-cruise',
  },
} as const;

const missing = (what: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? `${what} is missing` : `${what} must be text`;
const ruled = (what: string, rule: keyof typeof rules) =>
  z.string({ error: missing(what) }).regex(rules[rule].pattern, rules[rule].message);

// Spaces are kept as written (a text may end in one before a link); only blank text is refused.
const notBlank = (value: string) => rules.notBlank.pattern.test(value);

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

const percent = z.number({ error: 'must be a number' }).min(0, 'cannot be below 0').max(100, 'cannot be above 100');

/**
 * Where a photo is cropped (app/lib/focus-point.ts): the point, in percent of its width from the
 * left and of its height from the top, that stays in view. Without one, the centre.
 */
export const focusPoint = z.strictObject({ x: percent, y: percent });

/**
 * A photo: an original file under content/media, its description in both languages and, for a
 * photo a frame of another shape crops, its crop point.
 */
export const image = z.strictObject({ file: ruled('the photo file', 'photoFile'), alt: text, focus: focusPoint.optional() });

/** A page of this site (its English path, optionally with a #section); Malay pages get /ms in front. */
export const pageLink = ruled('the link', 'pageLink');

/** A hall stand (H01…) or a pontoon berth (B01…) of the venue plan. */
export const standRef = ruled('the stand', 'standRef');

/** A time of day in Malaysia time, 24-hour. */
export const clockTime = ruled('the time', 'clockTime');

/** A calendar date. */
export const isoDate = ruled('the date', 'isoDate');

/** An instant in Malaysia time, like 2026-02-07T22:00:00+08:00. */
export const instant = ruled('the date and time', 'instant');

/** A link to another site. */
export const externalUrl = ruled('the link', 'externalUrl');

/** An entry's id: set once, never changed (saved plans and shared links name it). */
export const entryId = ruled('the id', 'entryId');

/** An event's key: a lowercase slug, unique in its day (the calendar file is <date>-<key>.ics). */
export const eventKey = ruled('the key', 'eventKey');

/** Where an entry comes in its list: lower first. */
export const displayOrder = z.number({ error: 'must be a number' }).int('must be a whole number');

/** An amount or a count: a number, never text. */
export const amount = z.number({ error: 'must be a number' }).nonnegative('cannot be negative');

/**
 * Seats on one sailing of a cruise: a whole number. The registrations service sells each
 * trip up to it (service/trips/trips.ts), so a fraction would not be a seat.
 */
export const seats = z.number({ error: 'must be a number' }).int('must be a whole number').nonnegative('cannot be negative');

/** Which kind each shared field is, for tools that turn the schemas into something else. */
export type FieldKind =
  | 'plain'
  | 'text'
  | 'image'
  | 'pageLink'
  | 'standRef'
  | 'clockTime'
  | 'isoDate'
  | 'instant'
  | 'externalUrl'
  | 'entryId'
  | 'eventKey'
  | 'displayOrder'
  | 'amount'
  | 'seats';
export const fieldKinds = new Map<z.ZodType, FieldKind>([
  [plain, 'plain'],
  [text, 'text'],
  [image, 'image'],
  [pageLink, 'pageLink'],
  [standRef, 'standRef'],
  [clockTime, 'clockTime'],
  [isoDate, 'isoDate'],
  [instant, 'instant'],
  [externalUrl, 'externalUrl'],
  [entryId, 'entryId'],
  [eventKey, 'eventKey'],
  [displayOrder, 'displayOrder'],
  [amount, 'amount'],
  [seats, 'seats'],
]);

/** A button to a page of the site, as the hero and the home sections show them. */
export const pageAction = z.strictObject({
  label: text,
  to: pageLink,
  primary: z.boolean(),
});

/** A section of titled short texts (cards): partnerships, innovation, and the like. */
export const titledCards = z.strictObject({
  heading: text,
  intro: text,
  items: z.array(z.strictObject({ title: text, text: text })),
});
