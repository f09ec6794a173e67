import { conference } from './conference';
import { site } from './site';

/**
 * Every page of the site: its path, the words at its top and its search/share text. The
 * prerender list, the navigation, the footer and the sitemap read paths from here, so they
 * cannot drift apart; `app/routes.ts` names the same paths with their route modules.
 */
export type Page = {
  path: string;
  /** The page's one `<h1>`. */
  heading: string;
  /** The small line above the heading. */
  eyebrow?: string;
  /** The lead paragraph under the heading. */
  intro?: string;
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
    eyebrow: 'Registration',
    intro: `Visiting ${product} ${site.edition.year} is free for the public at ${site.venue.name}. Register ahead so your visitor pass details reach you by e-mail before you arrive.`,
    title: 'Public Visitor Registration',
    description: `Register as a visitor to ${product} ${site.edition.year} in Langkawi and receive your visitor pass details by e-mail.`,
  },
  exhibitorRegistration: {
    path: '/exhibitor-registration',
    heading: 'Exhibitor Registration',
    eyebrow: 'Exhibit',
    intro:
      'Show your boats, equipment and services to buyers, owners and charter guests from across Asia. Choose a 3x3m or 6x3m booth or ask us for a custom space, and our team will confirm your booking by e-mail.',
    title: 'Exhibitor Registration',
    description: `Book a booth at ${product} ${site.edition.year}: 3x3m, 6x3m or custom spaces beside the marina at ${site.venue.name}.`,
  },
  exhibitorList: {
    path: '/exhibitor-list',
    heading: 'Exhibitor List',
    eyebrow: 'Who is exhibiting',
    intro: `Builders, brokers, marinas and marine-services companies joining ${product} ${site.edition.year} at ${site.venue.label}. Search by name or browse A–Z.`,
    title: 'Exhibitor List',
    description: `Every builder, broker, marina and marine-services company exhibiting at ${product} ${site.edition.year}, searchable A–Z.`,
  },
  introduction: {
    path: '/introduction',
    heading: `Introducing ${product} ${site.edition.year}`,
    eyebrow: 'About',
    intro: `The ${site.fullName} brings the region’s boat builders, brokers, marinas and buyers to the water’s edge in Langkawi for four days, ${site.edition.datesLabel}.`,
    title: `${product} ${site.edition.year}: Introduction`,
    description: `What ${product} is, the Langkawi marinas that host it and the innovation corner where the region's newest marine technology is shown.`,
  },
  strategic: {
    path: '/strategic',
    heading: 'Strategic Partnerships & Launch Highlights',
    eyebrow: 'Highlights',
    intro: `The partnerships and launches that shape ${product} ${site.edition.year}, and the vision for Langkawi as Southeast Asia's yachting gateway.`,
    title: 'Highlights and Strategic Partnerships',
    description: `The partners, launches, industry players and authority vision behind ${product} ${site.edition.year}, with contacts for the organising team.`,
  },
  chairmanInsight: {
    path: '/chairman-insight',
    heading: "Chairman's Insight",
    eyebrow: 'About',
    intro: `A word from the chairman of ${product} on why Langkawi, why now, and where the region's leisure-marine market is heading.`,
    title: "Chairman's Insight",
    description: `A message from the chairman of ${product} and an insight into Southeast Asia's leisure-marine market.`,
  },
  exhibitor: {
    path: '/exhibitor',
    heading: 'Exhibitors',
    eyebrow: 'Info',
    intro: `Meet some of the companies exhibiting at ${product} ${site.edition.year}, and see what every exhibitor receives with a booth.`,
    title: 'Exhibitors and Exhibitor Benefits',
    description: `Meet the exhibitors of ${product} ${site.edition.year} and see what every exhibitor receives: VIP viewing passes, trade day passes, directory listing and more.`,
  },
  conference: {
    path: '/conference',
    heading: 'Malaysia Yachting Conference @ LIMA 2025',
    eyebrow: 'Event',
    intro: `A one-day gathering of the region's yachting industry on ${conference.dateLabel}, ${conference.timeLabel}, at the exhibition centre in Langkawi, held alongside ${conference.heldAlongside}.`,
    title: 'Malaysia Yachting Conference @ LIMA 2025',
    description:
      'Programme and delegate registration for the Malaysia Yachting Conference in Langkawi: keynote, plenaries, panel and networking.',
  },
  ticket: {
    path: '/ticket',
    heading: `${product} ${site.edition.year} Entrance`,
    eyebrow: 'Event',
    intro: `Entrance to ${site.venue.name} is free. Tickets for the main exhibition hall and pier, and seats on our cruises, can be ordered here.`,
    title: `${product} ${site.edition.year} Entrance Tickets and Cruises`,
    description: `Entrance prices and cruise packages for ${product} ${site.edition.year}: free entry to RLYC, hall and pier tickets from RM 10, sunset cruises from RM200.`,
  },
  dailySchedule: {
    path: '/daily-schedule',
    heading: `${product} Schedule`,
    eyebrow: 'Event',
    intro: `Four days of cruises, shows on the water, sailing workshops and a gala dinner: the programme of ${site.edition2025.datesLabel}.`,
    title: `${product} Daily Schedule`,
    description: `Four days of ${product}: cruises, flyboard, e-foiling and jet ski shows, sailing workshops and the gala dinner.`,
  },
  allBoats: {
    path: '/all-boats',
    heading: 'Boats & Yachts on Show',
    eyebrow: 'Media',
    intro: `Superyachts, catamarans, sailing yachts and speedboats on show at the marina during ${product} ${site.edition.year}.`,
    title: 'Boats and Yachts',
    description: `The full fleet on show at ${product} ${site.edition.year}: superyachts, catamarans, sailing yachts and speedboats, with brochures.`,
  },
  galleryAll: {
    path: '/gallery-all',
    heading: 'Our Gallery',
    eyebrow: 'Media',
    intro: `The marina, the boats and the moments on and off the water at ${product}. Select a photo to see it larger.`,
    title: 'Gallery',
    description: `Photographs from ${product}: the marina, the boats on show and the events on and off the water.`,
  },
  workshopRegistration: {
    path: '/workshop-registration',
    heading: 'Workshop Program Registration',
    eyebrow: 'Event',
    intro:
      'Hands-on sailing workshops run from 2PM to 4PM on days two to four of the show. Places are limited and pre-registration is required.',
    title: 'Sailing Workshop Programme',
    description: `The ${product} sailing workshops: what they cover, when and where they run, and how to pre-register.`,
  },
  visit: {
    path: '/visit',
    heading: 'Plan Your Visit',
    eyebrow: 'Info',
    intro: `Getting to Langkawi and to ${site.venue.name}, opening hours, where to stay and a map of the show grounds: everything for your visit to ${product} ${site.edition.year}.`,
    title: 'Plan Your Visit: Getting There, Hours and Venue Map',
    description: `How to reach ${site.venue.label} by air and sea, opening hours on each show day, where to stay, accessibility and a map of the ${product} show grounds.`,
  },
  myShow: {
    path: '/my-show',
    heading: 'My Show',
    eyebrow: 'Plan your visit',
    intro:
      'The events, conference sessions, boats and exhibitors you saved, day by day. Your plan stays on this device: no account needed. Add it to your calendar, share it or print it.',
    title: 'My Show: Your Saved Plan',
    description: `Your own ${product} ${site.edition.year} plan: saved show events, conference sessions, boats and exhibitors, with calendar export, a share link and a printable page.`,
  },
  accessibility: {
    path: '/accessibility',
    heading: 'Accessibility Statement',
    eyebrow: 'Accessibility',
    intro: `We want everyone to be able to plan a visit to ${product}, register and buy tickets. This site aims to meet ${site.accessibilityStandard}.`,
    title: 'Accessibility Statement',
    description: `How the ${site.fullName} website meets WCAG 2.2 AA, what we test, and how to tell us about a barrier.`,
  },
} as const satisfies Record<string, Page>;

export type PageKey = keyof typeof pages;

/** The site's one error page: the router's default heading, kept as the organisers asked. */
export const errorPage = {
  heading: 'Unexpected Application Error!',
  notFound: '404 Not Found',
  unknownError: 'Unknown error',
  genericError: 'Error',
  backHome: 'Back to the home page',
  loading: 'Loading…',
} as const;

export const notFoundPage = {
  path: '/404',
  heading: errorPage.heading,
  title: 'Page not found',
  description: `The page you asked for is not part of the ${site.fullName} website.`,
} as const satisfies Page;

/**
 * What the service worker shows for a page that is not on the device while there is no
 * network (every page is, after one visit; an unknown URL is not).
 */
export const offlinePage = {
  path: '/offline',
  heading: 'You are offline',
  intro:
    'This page is not saved on this device yet, and there is no connection right now. Every page of the site you have opened once with a connection works without one: try another, or come back to this one when you have signal.',
  title: 'Offline',
  description: `Shown when a page of the ${site.fullName} website is not on this device and there is no connection.`,
  tryAgain: 'Try again',
  backHome: 'Go to the home page',
} as const satisfies Page & Record<string, string>;

/** This module's namespaces of the English edition (app/content/editions.ts). */
export const pagesContent = { pages, errorPage, notFoundPage, offlinePage };
