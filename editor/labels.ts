import type { CollectionName, CopyName } from '../app/content/schema/content-schema';

/** What the show office sees in the editor: every collection and file named in its words. */
export const collectionLabels: Record<
  CollectionName,
  { label: string; singular: string; description: string; identifier: string; summary: string; sortable: string[] }
> = {
  exhibitors: {
    label: 'Exhibitors',
    singular: 'Exhibitor',
    description: 'Companies exhibiting at the show, with their stand or berth. Listed A–Z by name on the site.',
    identifier: 'name',
    summary: '{{name}} · {{stand}}',
    sortable: ['name', 'stand'],
  },
  boats: {
    label: 'Boats on show',
    singular: 'Boat',
    description: 'The boats and yachts on show, with their berth, photo and specifications.',
    identifier: 'name',
    summary: '{{name}} · {{berth}}',
    sortable: ['order', 'name'],
  },
  'schedule-days': {
    label: 'Daily schedule',
    singular: 'Show day',
    description: 'One entry per show day with its events, in Malaysia time.',
    identifier: 'id',
    summary: '{{date}}',
    sortable: ['date'],
  },
  'conference-sessions': {
    label: 'Conference timetable',
    singular: 'Time slot',
    description: 'The conference programme: one entry per time slot with its sessions.',
    identifier: 'id',
    summary: '{{start}}',
    sortable: ['start'],
  },
  gallery: {
    label: 'Gallery photos',
    singular: 'Photo',
    description: 'Photos of the gallery page and the home page carousel.',
    identifier: 'id',
    summary: '{{id}} · {{category}}',
    sortable: ['order', 'category'],
  },
  partners: {
    label: 'Partners',
    singular: 'Partner',
    description: 'Partners shown on the home page.',
    identifier: 'name',
    summary: '{{name}}',
    sortable: ['order', 'name'],
  },
  'hero-slides': {
    label: 'Home page slides',
    singular: 'Slide',
    description: 'The large photos at the top of the home page.',
    identifier: 'id',
    summary: '{{id}}',
    sortable: ['order'],
  },
  'featured-events': {
    label: 'Featured events',
    singular: 'Featured event',
    description: 'The events highlighted on the home page.',
    identifier: 'id',
    summary: '{{id}}',
    sortable: ['order'],
  },
  stands: {
    label: 'Venue plan: stands and berths',
    singular: 'Stand or berth',
    description: 'Hall stands (H…) and pontoon berths (B…) drawn on the venue plan, in plan units.',
    identifier: 'id',
    summary: '{{id}} ({{zone}})',
    sortable: ['id'],
  },
};

export const copyLabels: Record<CopyName, string> = {
  accessibility: 'Accessibility statement',
  'boat-finder': 'Boat finder: filters and sort',
  'past-editions': 'Past editions page',
  'boat-labels': 'Boat cards: labels',
  chairman: "Chairman's insight",
  'conference-terms': 'Conference: terms and conditions',
  'conference-timetable': 'Conference timetable: heading',
  conference: 'Conference: facts and words',
  cruises: 'Cruises and their prices',
  'exhibitor-perks': 'Exhibit with us: benefits and perks',
  exhibitors: 'Exhibitor list: categories, spotlights and words',
  'featured-events': 'Featured events: heading',
  forms: 'Registration forms: labels and messages',
  gallery: 'Gallery: categories and words',
  hero: 'Home page slides: words',
  home: 'Home page: sections',
  introduction: 'Introduction page',
  marinas: 'Marinas of Langkawi',
  'my-show': 'My Show page',
  passes: 'Passes: the pass page and My Show’s passes',
  navigation: 'Menus and footer links',
  schedule: 'Daily schedule: notes and words',
  search: 'Site search: button and dialog',
  shell: 'Header, footer and common words',
  strategic: 'Highlights and partnerships page',
  tickets: 'Ticket prices',
  'venue-plan': 'Venue plan: drawing and facilities',
  visit: 'Plan your visit page',
  workshop: 'Sailing workshop page',
};

/** Field names that read better spelled out. Other names are split at capitals: `dateLabel` → Date label. */
const fieldNames: Record<string, string> = {
  id: 'Id',
  priceRm: 'Price (RM)',
  admissionFeeRm: 'Admission fee (RM)',
  infoUrl: 'Brochure or builder page',
  to: 'Links to (page)',
  path: 'Page address',
  alt: 'Description of the photo',
  ms: 'Malay',
  en: 'English',
  x: 'Left (plan units)',
  y: 'Top (plan units)',
  atTheShow: 'At the show',
  order: 'Display order',
  endedActions: 'Buttons once the show is over',
  ended: 'Once the show is over',
  pastEditions: 'Past editions',
  highlights: 'Highlights (page)',
  currentHighlights: 'Highlights of the edition just ended (page)',
};

export function fieldLabel(name: string): string {
  if (fieldNames[name]) return fieldNames[name];
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Where photos uploaded for a collection or page go, under content/media. */
const mediaFolders: Partial<Record<CollectionName | CopyName, string>> = {
  'hero-slides': 'hero',
  'featured-events': 'events',
};
export const mediaFolderOf = (name: CollectionName | CopyName) => mediaFolders[name] ?? name;
