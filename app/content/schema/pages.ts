import { z } from 'zod';
import { pageLink, text } from './fields';

/**
 * A page's words: its <h1>, the small line above it, its introduction, and the <title> and
 * description search engines and share cards show. `path` is its English address.
 */
const page = z.strictObject({
  path: pageLink,
  heading: text,
  eyebrow: text.optional(),
  intro: text.optional(),
  title: text,
  description: text,
});

/** Every page of the site, and the words of the error, not-found, offline and pass pages. */
export const pagesSchema = z.strictObject({
  pages: z.strictObject({
    home: page,
    publicRegistration: page,
    exhibitorRegistration: page,
    exhibitorList: page,
    introduction: page,
    strategic: page,
    chairmanInsight: page,
    exhibitor: page,
    conference: page,
    ticket: page,
    dailySchedule: page,
    allBoats: page,
    galleryAll: page,
    workshopRegistration: page,
    visit: page,
    myShow: page,
    accessibility: page,
    pastEditions: page,
    registerInterest: page,
  }),
  errorPage: z.strictObject({
    heading: text,
    notFound: text,
    unknownError: text,
    genericError: text,
    backHome: text,
    loading: text,
  }),
  notFoundPage: z.strictObject({
    path: pageLink,
    heading: text,
    title: text,
    description: text,
  }),
  offlinePage: z.strictObject({
    path: pageLink,
    heading: text,
    intro: text,
    title: text,
    description: text,
    tryAgain: text,
    backHome: text,
  }),
  // A pass opened from its link (/pass#<token>): not a public page, so not in `pages` (the
  // sitemap, the search and the menus read those).
  passPage: z.strictObject({
    path: pageLink,
    heading: text,
    title: text,
    description: text,
  }),
});
