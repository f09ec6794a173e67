import { z } from 'zod';
import { text, pageLink, plain } from '../fields';

export const exhibitorsSchema = z.strictObject({
  /**
   * The exhibitors' categories: an exhibitor's category must be one of these, in both languages
   * (content-lists.ts), so a new spelling never adds a filter choice. The office extends it here.
   */
  categories: z.array(text),
  spotlights: z.array(
    z.strictObject({
      name: plain,
      tagline: text,
      summary: text,
      atTheShow: text,
    }),
  ),
  spotlightSection: z.strictObject({
    heading: text,
    intro: z.strictObject({
      before: text,
      label: text,
      after: plain,
      path: pageLink,
    }),
    atTheShow: text,
  }),
  directory: z.strictObject({
    label: text,
    searchLabel: text,
    searchPlaceholder: text,
    /** The category filter beside the search, and its first choice (every category). */
    categoryLabel: text,
    allCategories: text,
    lettersLabel: text,
    allLetters: text,
    count: text,
    noMatch: text,
    listLabel: text,
    tableCaption: text,
  }),
  /** An exhibitor's own page (/exhibitors/<id>). */
  profile: z.strictObject({
    category: text,
    country: text,
    website: text,
    boatsOnShow: text,
    allExhibitors: text,
    /** The page's description for search engines and share cards when the exhibitor has none. */
    summary: text,
  }),
});
