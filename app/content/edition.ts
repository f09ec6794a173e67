import { localize, type ResolveImage } from './localize';
import type { Content } from './read-content.server';
import { countries as englishCountries } from './countries';
import { defaultDialCode, dialCodes as englishDialCodes } from './dial-codes';
import { countries as malayCountries } from './ms/countries';
import { dialCodes as malayDialCodes } from './ms/dial-codes';
import type { Lang } from '~/lib/lang';
// Relative: react-router.config.ts reads the editions without the ~ alias.
import { dateLabel } from '../lib/date-label';
import { slugOf } from '../lib/slug';
import { heldOn, windowsWithTheirEdition } from './edition-dates';

/** Each pass kind's name, by kind: the pass page's words, which the forms' confirmations use too. */
const passTitlesOf = <Kind extends string>(passes: { kinds: Record<Kind, { title: string }> }) =>
  Object.fromEntries(Object.entries<{ title: string }>(passes.kinds).map(([kind, { title }]) => [kind, title])) as Record<
    Kind,
    string
  >;

const byOrder = <Entry extends { order: number }>(entries: Entry[]) => [...entries].sort((a, b) => a.order - b.order);
const by =
  <Entry>(key: (entry: Entry) => string) =>
  (entries: Entry[]) =>
    [...entries].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));

/**
 * One language's edition of the site: every namespace a page can load, in that language, in
 * the shape the pages are written against. Collections are put back into the namespace that
 * shows them, in their display order.
 */
export function buildEdition(content: Content, lang: Lang, resolveImage: ResolveImage, partnerLogos: string) {
  const { site, pages, copy, collections } = content;
  const words = { year: String(site.edition.year), dates: site.edition.datesLabel[lang] };
  const local = <T>(data: T) => localize(data, lang, resolveImage, words);
  // The one truth of when a schedule day is held (its date, or for a day marked as another
  // edition's the same day of this one), with that date's words: every consumer reads these.
  const months = local(copy.shell).months;
  const heldOnItsDay = (day: Content['collections']['schedule-days'][number]) => {
    const date = heldOn(day, site) ?? day.date;
    return { ...day, heldOn: date, heldOnLabel: date === day.date ? day.dateLabel : dateLabel(date, months) };
  };
  // A boat's type as links name it (the boat finder's `?type=`): from its English words, so a
  // shared link filters the same in both languages.
  const boats = local(byOrder(collections.boats).map((boat) => ({ ...boat, typeKey: slugOf(boat.type.en) })));
  return {
    site: local({ ...site, edition: { ...site.edition, registration: windowsWithTheirEdition(content) } }),
    ...local(pages),
    shell: local(copy.shell),
    navigation: local(copy.navigation),
    search: local(copy.search),
    home: local(copy.home),
    hero: { ...local(copy.hero), slides: local(byOrder(collections['hero-slides'])) },
    boats: { all: boats },
    featuredBoats: { boats: boats.filter((boat) => boat.featured) },
    boatLabels: local(copy['boat-labels']),
    boatFinder: local(copy['boat-finder']),
    partners: local(byOrder(collections.partners)).map((partner) => ({
      ...partner,
      logo: `${partnerLogos}#${partner.logo}`,
    })),
    featuredEvents: { ...local(copy['featured-events']), events: local(byOrder(collections['featured-events'])) },
    gallery: { ...local(copy.gallery), images: local(byOrder(collections.gallery)) },
    introduction: local(copy.introduction),
    marinas: local(copy.marinas).items,
    strategic: local(copy.strategic),
    chairman: local(copy.chairman),
    exhibitors: {
      ...local(copy.exhibitors),
      all: local(by<Content['collections']['exhibitors'][number]>((entry) => entry.name)(collections.exhibitors)),
    },
    exhibitorPerks: local(copy['exhibitor-perks']),
    conference: local(copy.conference),
    conferenceTimetable: {
      ...local(copy['conference-timetable']),
      slots: local(
        by<Content['collections']['conference-sessions'][number]>((slot) => slot.start)(
          collections['conference-sessions'],
        ),
      ),
    },
    conferenceTerms: local(copy['conference-terms']),
    schedule: {
      ...local(copy.schedule),
      days: local(by<ReturnType<typeof heldOnItsDay>>((day) => day.heldOn)(collections['schedule-days'].map((day) => heldOnItsDay(day)))),
    },
    tickets: local(copy.tickets),
    cruises: local(copy.cruises).items,
    // Each pass kind's name (the pass page's words) travels with the forms: their confirmations
    // and the registrant's e-mail name the passes the registrations service issues.
    forms: { ...local(copy.forms), passTitles: passTitlesOf(local(copy.passes)) },
    countries: lang === 'en' ? englishCountries.map((name) => ({ value: name, label: name })) : malayCountries,
    dialCodes: lang === 'en' ? { all: englishDialCodes, default: defaultDialCode } : malayDialCodes,
    workshop: local(copy.workshop),
    accessibility: local(copy.accessibility),
    visit: local(copy.visit),
    venuePlan: { ...local(copy['venue-plan']), stands: local(byOrder(collections.stands)) },
    myShow: local(copy['my-show']),
    passes: local(copy.passes),
    pastEditions: local(copy['past-editions']),
  };
}

/** One language's edition: what a page's loader hands its components, by namespace. */
export type Edition = ReturnType<typeof buildEdition>;
export type ContentKey = keyof Edition;

/** The shapes components are written against, named by what they are. */
export type Site = Edition['site'];
export type RegistrationFormKey = keyof Site['edition']['registration'];
export type Page = Edition['pages'][keyof Edition['pages']] & { eyebrow?: string; intro?: string };
export type Boat = Edition['boats']['all'][number];
export type Exhibitor = Edition['exhibitors']['all'][number];
export type PlanRect = { x: number; y: number; width: number; height: number };
export type VisitFact = { title: string; text: string; link?: VisitLink; toConfirm?: boolean };
export type VisitLink = { label: string; to?: string; href?: string };
