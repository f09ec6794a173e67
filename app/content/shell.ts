import { pages } from './pages';
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
  /** Month names, for dates the site writes itself (a form's closing date). */
  months: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  pager: { previous: 'Previous', next: 'Next' },
  /** Links to a stand on the venue map (/visit#map), from the exhibitor list and the boats. */
  map: {
    place: { stand: 'Stand {id}', berth: 'Berth {id}' },
    showOnMap: 'Show on map',
    /** Visually hidden after the link text: whose stand it is. */
    whose: '({name})',
  },
  /** "Add to calendar" controls, and the words of the calendar entries they make. */
  calendar: {
    add: 'Add to calendar',
    /** Visually hidden after the control's text: which event. */
    whose: '({name})',
    download: 'Download (.ics)',
    google: 'Google Calendar',
    outlook: 'Outlook.com',
    /** The name of a file of several entries, such as a visitor's plan. */
    calendarName: `${site.shortName} ${site.edition.year}`,
    showTitle: `${site.fullName} ${site.edition.year}`,
    showDescription: `${site.fullName}, ${site.edition.datesLabel}. Gates open {opens}–{closes} daily (Malaysia time).`,
    /** `{opens}` and `{closes}` above, as this language writes the show's daily hours. */
    hours: site.edition.dailyHours,
    eventTitle: '{activity} · {show}',
    eventDescription: '{day}, {date}, {time} (Malaysia time).',
    sessionTitle: '{topic} · {conference}',
    sessionDescription: '{speaker}. {date}, {time} (Malaysia time).',
    /** The page each kind of entry links to. */
    paths: { show: pages.visit.path, schedule: pages.dailySchedule.path, conference: pages.conference.path },
  },
  /** Shown when a new deploy of the site is ready (the service worker waits for this button). */
  update: { available: 'A new version of the site is available', reload: 'Reload' },
  /** Registrations kept on the device until they can be sent (the header's status line). */
  outbox: {
    waiting: 'Registrations waiting to be sent: {count}. They go automatically when you are online.',
    sent: 'Your waiting registration has been sent.',
    failed: 'A waiting registration could not be sent. Please contact us at {email}.',
    dismiss: 'Dismiss',
  },
  /** The visitor's own plan: the header link and the Save toggles. */
  myShow: {
    link: 'My Show',
    /** Visually hidden after the link's count. */
    countLabel: 'saved',
    save: 'Save',
  },
} as const;

/** This module's namespace of the English edition (app/content/editions.ts). */
export const shellContent = shell;
