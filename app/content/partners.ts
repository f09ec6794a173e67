import andamanAssurance from '~/assets/partners/andaman-assurance.svg?no-inline';
import lada from '~/assets/partners/lada.svg?no-inline';
import pearlCove from '~/assets/partners/pearl-cove.svg?no-inline';
import rebakMarina from '~/assets/partners/rebak-marina.svg?no-inline';
import royalLangkawiYachtClub from '~/assets/partners/royal-langkawi-yacht-club.svg?no-inline';
import straitsMarine from '~/assets/partners/straits-marine.svg?no-inline';
import telagaHarbour from '~/assets/partners/telaga-harbour.svg?no-inline';
import velocityBoats from '~/assets/partners/velocity-boats.svg?no-inline';

export type Partner = {
  id: string;
  /** The partner's name: the wordmark's accessible name. */
  name: string;
  /** What the partner does for the show. */
  role: string;
  /** URL of the partner's wordmark (our own typographic SVG, never a real logo), 240×80. */
  logo: string;
};

/**
 * The show's partners, in display order. LADA and the three Langkawi marinas are real
 * places named as text; the companies are fictional. `?no-inline` keeps the SVGs out of
 * the JavaScript bundle.
 */
export const partners = [
  { id: 'lada', name: 'LADA — Langkawi Development Authority', role: 'Host authority', logo: lada },
  {
    id: 'royal-langkawi-yacht-club',
    name: 'Royal Langkawi Yacht Club',
    role: 'Host venue',
    logo: royalLangkawiYachtClub,
  },
  { id: 'rebak-marina', name: 'Rebak Island Marina', role: 'Marina partner', logo: rebakMarina },
  { id: 'telaga-harbour', name: 'Telaga Harbour Marina', role: 'Marina partner', logo: telagaHarbour },
  { id: 'straits-marine', name: 'Straits Marine Shipyard', role: 'Shipyard partner', logo: straitsMarine },
  { id: 'pearl-cove', name: 'Pearl Cove Catamarans', role: 'Exhibitor partner', logo: pearlCove },
  { id: 'andaman-assurance', name: 'Andaman Marine Assurance', role: 'Insurance partner', logo: andamanAssurance },
  { id: 'velocity-boats', name: 'Velocity Boats Asia', role: 'Water sports partner', logo: velocityBoats },
] as const satisfies readonly Partner[];

/** This module's namespace of the English edition (app/content/editions.ts). */
export const partnersContent = partners;
