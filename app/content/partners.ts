import partnerMarks from '~/assets/partners/partners.svg?no-inline';

export type Partner = {
  id: string;
  /** The partner's name: the wordmark's accessible name. */
  name: string;
  /** What the partner does for the show. */
  role: string;
  /** URL of the partner's wordmark (a symbol in partners.svg, our own typographic mark), 240×80. */
  logo: string;
};

/**
 * The show's partners, in display order. LADA and the three Langkawi marinas are real
 * places named as text; the companies are fictional. The wordmarks are symbols of one SVG
 * file (`?no-inline` keeps it out of the JavaScript bundle), each named by the partner's id.
 */
const mark = (id: string) => `${partnerMarks}#${id}`;

export const partners = [
  { id: 'lada', name: 'LADA — Langkawi Development Authority', role: 'Host authority', logo: mark('lada') },
  {
    id: 'royal-langkawi-yacht-club',
    name: 'Royal Langkawi Yacht Club',
    role: 'Host venue',
    logo: mark('royal-langkawi-yacht-club'),
  },
  { id: 'rebak-marina', name: 'Rebak Island Marina', role: 'Marina partner', logo: mark('rebak-marina') },
  { id: 'telaga-harbour', name: 'Telaga Harbour Marina', role: 'Marina partner', logo: mark('telaga-harbour') },
  { id: 'straits-marine', name: 'Straits Marine Shipyard', role: 'Shipyard partner', logo: mark('straits-marine') },
  { id: 'pearl-cove', name: 'Pearl Cove Catamarans', role: 'Exhibitor partner', logo: mark('pearl-cove') },
  {
    id: 'andaman-assurance',
    name: 'Andaman Marine Assurance',
    role: 'Insurance partner',
    logo: mark('andaman-assurance'),
  },
  { id: 'velocity-boats', name: 'Velocity Boats Asia', role: 'Water sports partner', logo: mark('velocity-boats') },
] as const satisfies readonly Partner[];

/** This module's namespace of the English edition (app/content/editions.ts). */
export const partnersContent = partners;
