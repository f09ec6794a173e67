import { pages } from './pages';
import { site } from './site';

/** The home page's section headings and copy, in page order. */
export const homeCopy = {
  followUs: {
    label: 'Follow Us',
    networks: { instagram: 'Instagram', facebook: 'Facebook' },
  },
  countdown: {
    heading: `The countdown to ${site.shortName} ${site.edition.year}`,
    eyebrow: 'Doors open',
    lead: `${site.edition.datesLabel} · ${site.venue.label}`,
    // The organisers' line, with the edition's year.
    expired: `SEE YOU IN ${site.edition.year}!!`,
    units: { days: 'Days', hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' },
  },
  /** In the countdown's place once the show is over (features/lifecycle). */
  ended: {
    eyebrow: `${site.shortName} ${site.edition.year} is over`,
    heading: `Thank you for coming to ${site.shortName} ${site.edition.year}`,
    lead: `Four days on the water at ${site.venue.name}, ${site.edition.datesLabel}. Thank you to every visitor, exhibitor, speaker and crew.`,
    highlights: { label: `Highlights of ${site.edition.year}: the gallery`, to: pages.galleryAll.path },
    /** `{show}` is the next edition, `{dates}` its dates or `datesTba`. */
    next: 'Next: {show}, {dates}',
    datesTba: 'dates to be announced',
  },
  /** Beside the countdown while the show is on (features/lifecycle). */
  today: {
    heading: `Today at ${site.shortName}`,
    /** `{day}` is the show day's number, `{date}` its date. */
    day: 'Day {day} · {date}',
    open: 'Open now · closes at {closes}',
    opensAt: 'Opens at {opens} today',
    closedForTheDay: 'Closed for today · opens tomorrow at {opens}',
    lastDayOver: 'The gates have closed',
    now: 'On now',
    next: 'Next',
    nothingNow: 'Nothing on the programme right now.',
    programme: 'The whole day’s programme',
  },
  partners: {
    heading: 'Partners & supporters',
    lead: 'The authority, marinas and companies that bring the show to Langkawi.',
  },
  video: {
    heading: 'Feel the show',
    lead: 'Two minutes on the pontoons, in the hall and out on the water.',
    play: `Play the ${site.shortName} promo video`,
    sources: [
      { src: '/media/mybos-promo.webm', type: 'video/webm' },
      { src: '/media/mybos-promo.mp4', type: 'video/mp4' },
    ],
  },
  boats: {
    heading: 'Featured boats & yachts',
    lead: 'A first look at the fleet waiting for you on the show pontoons.',
    viewAll: { label: 'View All', to: pages.allBoats.path },
    /** The pager's live status line. */
    status: 'Boats {first}–{last} of {total}',
  },
  events: {
    heading: 'More than boats',
    lead: 'Conference, workshops, cruises and shows on the water: four days to fill.',
  },
  showcase: {
    eyebrow: 'Exhibit or visit',
    heading: `Showcase your brand at ${site.shortName} ${site.edition.year}`,
    lead: 'Put your boats, services and brand in front of owners, buyers, charter operators and the region’s marine trade, beside the water in Langkawi. Visitors: secure your entrance and cruise tickets before the show.',
    actions: [
      { label: 'Register as an exhibitor', to: pages.exhibitorRegistration.path, primary: true },
      { label: 'Get your tickets', to: pages.ticket.path, primary: false },
    ],
  },
  gallery: {
    heading: 'Gallery',
    lead: 'Moments from the marina, the boats and the events.',
    viewAll: { label: 'See the full gallery', to: pages.galleryAll.path },
    /** The pager's live status line. */
    status: 'Photos {first}–{last} of {total}',
    /** Over a page whose photos could not be fetched (the home page carries only the first). */
    loadFailed: 'These photos could not be loaded. Check your connection and try again.',
    retry: 'Try again',
  },
} as const;

/** This module's namespace of the English edition (app/content/editions.ts). */
export const homeContent = homeCopy;
