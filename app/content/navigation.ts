import { pages } from './pages';
import { site } from './site';

export type NavLink = { label: string; to: string };
export type NavGroup = { title: string; links: readonly NavLink[] };

const product = site.shortName;

/** The header's menu groups, with the organisers' exact labels. */
export const navGroups = [
  {
    title: 'Event',
    links: [
      { label: `${product} Schedule`, to: pages.dailySchedule.path },
      { label: `${product} ${site.edition.year} Entrance`, to: pages.ticket.path },
      { label: 'Malaysia Yachting Conference @ LIMA 2025', to: pages.conference.path },
      { label: 'Workshop Program Registration', to: pages.workshopRegistration.path },
    ],
  },
  {
    title: 'Info',
    links: [
      { label: 'Highlights', to: pages.strategic.path },
      { label: 'Exhibitors', to: pages.exhibitor.path },
      { label: 'Plan Your Visit', to: pages.visit.path },
    ],
  },
  {
    title: 'About',
    links: [
      { label: `${product} ${site.edition.year}`, to: pages.introduction.path },
      { label: "Chairman's Insight", to: pages.chairmanInsight.path },
    ],
  },
  {
    title: 'Media',
    links: [
      { label: 'Boat/Yacht', to: pages.allBoats.path },
      { label: 'Our Gallery', to: pages.galleryAll.path },
    ],
  },
] as const satisfies readonly NavGroup[];

/** The footer's shortcut links to the main pages. */
export const footerLinks = [
  { label: 'Getting here & venue map', to: pages.visit.path },
  { label: 'Visitor registration', to: pages.publicRegistration.path },
  { label: 'Exhibitor registration', to: pages.exhibitorRegistration.path },
  { label: 'Tickets & cruises', to: pages.ticket.path },
  { label: 'Daily schedule', to: pages.dailySchedule.path },
  { label: 'Exhibitor list', to: pages.exhibitorList.path },
  { label: 'Conference', to: pages.conference.path },
  { label: 'Gallery', to: pages.galleryAll.path },
] as const satisfies readonly NavLink[];

/** This module's namespace of the English edition (app/content/editions.ts). */
export const navigationContent = { groups: navGroups, footer: footerLinks };
