import { pages } from './pages';
import { site } from './site';

/** What every exhibitor receives with a booth (as the organisers list it). */
export type ExhibitorPerk = { title: string; detail: string };

export const exhibitorPerks = [
  {
    title: '2 VIP viewing gallery passes',
    detail: 'Host clients in the viewing gallery above the pier for the flyboard, e-foiling and jet ski shows.',
  },
  {
    title: '2 trade day passes',
    detail: 'Meet buyers, charter operators and distributors on the trade days, before the public arrives.',
  },
  {
    title: 'Directory listing',
    detail: 'Your company in the official show directory, printed and handed to every visitor at the gate.',
  },
  {
    title: 'Website profile',
    detail: 'A profile on the exhibitor list of this website, searchable by name all year round.',
  },
  {
    title: '1 reserved parking spot',
    detail: 'A reserved bay beside the exhibition hall for the four days of the show.',
  },
  {
    title: 'Workshops',
    detail: 'Places for your team at the show workshops, and the chance to run a session of your own.',
  },
] as const satisfies readonly ExhibitorPerk[];

/** The benefits section on /exhibitor. */
export const exhibitorBenefits = {
  heading: 'Exhibitor benefits',
  intro: 'Every exhibitor receives, with their booth:',
} as const;

export const exhibitorCallToAction = {
  heading: `Exhibit at ${site.shortName} ${site.edition.year}`,
  text: 'Choose a 3x3m or 6x3m booth, or ask for a custom space by the pier. Places on the display pier are limited and allocated in order of registration.',
  register: { path: pages.exhibitorRegistration.path, label: 'Register as an exhibitor' },
  prospectus: { href: '/brochures/exhibitor-prospectus.pdf', label: 'Download the exhibitor prospectus (PDF)' },
} as const;

/** This module's namespace of the English edition (app/content/editions.ts). */
export const exhibitorPerksContent = {
  benefits: exhibitorBenefits,
  perks: exhibitorPerks,
  callToAction: exhibitorCallToAction,
};
