import { site } from './site';

/** The words around every page: header, menus, footer, language switch and shared controls. */
export const shell = {
  skipLink: 'Skip to main content',
  shareImageAlt: `${site.fullName} ${site.edition.year} at ${site.venue.name}`,
  loading: 'Loading…',
  /** The show in one sentence, for search engines. */
  showDescription: `${site.fullName} at ${site.venue.label}: boats and yachts on show, cruises, workshops and a yachting conference.`,
  newTab: '(opens in a new tab)',
  header: {
    whatsapp: 'Chat on WhatsApp',
    home: `${site.shortName} home`,
    logo: `${site.shortName} logo`,
    mainNav: 'Main',
    menu: 'Menu',
  },
  /** The link to the same page in the other language, written in that language. */
  languageSwitch: { label: 'Bahasa Melayu', lang: 'ms' },
  footer: {
    contact: 'Contact',
    followUs: 'Follow us',
    pages: 'Plan your visit',
    rights: 'All rights reserved.',
    accessibility: 'Accessibility statement',
  },
  dialog: { close: 'Close' },
  pager: { previous: 'Previous', next: 'Next' },
  /** Links to a stand on the venue map (/visit#map), from the exhibitor list and the boats. */
  map: {
    place: { stand: 'Stand {id}', berth: 'Berth {id}' },
    showOnMap: 'Show on map',
    /** Visually hidden after the link text: whose stand it is. */
    whose: '({name})',
  },
} as const;

/** This module's namespace of the English edition (app/content/editions.ts). */
export const shellContent = shell;
