import { site } from './site';

/** Every page of the site: its path, heading and search/share text. The route table, the
 * navigation, the footer and the sitemap read from here so they cannot drift apart. */
export type Page = {
  path: string;
  /** The page's one `<h1>`. */
  heading: string;
  /** The `<title>` before the site suffix. */
  title: string;
  description: string;
};

const product = site.shortName;

export const pages = {
  home: {
    path: '/',
    heading: `${site.fullName} ${site.edition.year}`,
    title: `${site.fullName} ${site.edition.year}, Langkawi`,
    description: `${site.fullName} (${product}) ${site.edition.datesLabel} at ${site.venue.label}: superyachts, sailing boats, cruises, a yachting conference and four days on the water.`,
  },
  publicRegistration: {
    path: '/public-registration',
    heading: 'Public Visitor Registration',
    title: 'Public Visitor Registration',
    description: `Register as a visitor to ${product} ${site.edition.year} in Langkawi and receive your visitor pass details by e-mail.`,
  },
  exhibitorRegistration: {
    path: '/exhibitor-registration',
    heading: 'Exhibitor Registration',
    title: 'Exhibitor Registration',
    description: `Book a booth at ${product} ${site.edition.year}: 3x3m, 6x3m or custom spaces beside the marina at ${site.venue.name}.`,
  },
  exhibitorList: {
    path: '/exhibitor-list',
    heading: 'Exhibitor List',
    title: 'Exhibitor List',
    description: `Every builder, broker, marina and marine-services company exhibiting at ${product} ${site.edition.year}, searchable A–Z.`,
  },
  introduction: {
    path: '/introduction',
    heading: `Introducing ${product} ${site.edition.year}`,
    title: `${product} ${site.edition.year}: Introduction`,
    description: `What ${product} is, the Langkawi marinas that host it and the innovation corner where the region's newest marine technology is shown.`,
  },
  strategic: {
    path: '/strategic',
    heading: 'Strategic Partnerships & Launch Highlights',
    title: 'Highlights and Strategic Partnerships',
    description: `The partners, launches, industry players and authority vision behind ${product} ${site.edition.year}, with contacts for the organising team.`,
  },
  chairmanInsight: {
    path: '/chairman-insight',
    heading: "Chairman's Insight",
    title: "Chairman's Insight",
    description: `A message from the chairman of ${product} and an insight into Southeast Asia's leisure-marine market.`,
  },
  exhibitor: {
    path: '/exhibitor',
    heading: 'Exhibitors',
    title: 'Exhibitors and Exhibitor Benefits',
    description: `Meet the exhibitors of ${product} ${site.edition.year} and see what every exhibitor receives: VIP viewing passes, trade day passes, directory listing and more.`,
  },
  conference: {
    path: '/conference',
    heading: 'Malaysia Yachting Conference @ LIMA 2025',
    title: 'Malaysia Yachting Conference @ LIMA 2025',
    description:
      'Programme and delegate registration for the Malaysia Yachting Conference in Langkawi: keynote, plenaries, panel and networking.',
  },
  ticket: {
    path: '/ticket',
    heading: `${product} ${site.edition.year} Entrance`,
    title: `${product} ${site.edition.year} Entrance Tickets and Cruises`,
    description: `Entrance prices and cruise packages for ${product} ${site.edition.year}: free entry to RLYC, hall and pier tickets from RM 10, sunset cruises from RM200.`,
  },
  dailySchedule: {
    path: '/daily-schedule',
    heading: `${product} Schedule`,
    title: `${product} Daily Schedule`,
    description: `Four days of ${product}: cruises, flyboard, e-foiling and jet ski shows, sailing workshops and the gala dinner.`,
  },
  allBoats: {
    path: '/all-boats',
    heading: 'Boats & Yachts on Show',
    title: 'Boats and Yachts',
    description: `The full fleet on show at ${product} ${site.edition.year}: superyachts, catamarans, sailing yachts and speedboats, with brochures.`,
  },
  galleryAll: {
    path: '/gallery-all',
    heading: 'Our Gallery',
    title: 'Gallery',
    description: `Photographs from ${product}: the marina, the boats on show and the events on and off the water.`,
  },
  workshopRegistration: {
    path: '/workshop-registration',
    heading: 'Workshop Program Registration',
    title: 'Sailing Workshop Programme',
    description: `The ${product} sailing workshops: what they cover, when and where they run, and how to pre-register.`,
  },
  accessibility: {
    path: '/accessibility',
    heading: 'Accessibility Statement',
    title: 'Accessibility Statement',
    description: `How the ${site.fullName} website meets WCAG 2.2 AA, what we test, and how to tell us about a barrier.`,
  },
} as const satisfies Record<string, Page>;

export type PageKey = keyof typeof pages;

export const notFoundPage = {
  path: '/404',
  heading: 'Unexpected Application Error!',
  title: 'Page not found',
  description: `The page you asked for is not part of the ${site.fullName} website.`,
} as const satisfies Page;
