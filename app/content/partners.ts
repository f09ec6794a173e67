import andamanAssurance from '~/assets/partners/andaman-assurance.png?responsive=logo';
import lada from '~/assets/partners/lada.png?responsive=logo';
import pearlCove from '~/assets/partners/pearl-cove.png?responsive=logo';
import rebakMarina from '~/assets/partners/rebak-marina.png?responsive=logo';
import royalLangkawiYachtClub from '~/assets/partners/royal-langkawi-yacht-club.png?responsive=logo';
import straitsMarine from '~/assets/partners/straits-marine.png?responsive=logo';
import telagaHarbour from '~/assets/partners/telaga-harbour.png?responsive=logo';
import velocityBoats from '~/assets/partners/velocity-boats.png?responsive=logo';
import type { Picture } from '~/lib/picture';

export type Partner = {
  id: string;
  /** The partner's name: the wordmark's accessible name. */
  name: string;
  /** What the partner does for the show. */
  role: string;
  /**
   * The partner's wordmark, 3:1 on white (our own typographic marks: their designs are in
   * scripts/media/partner-marks.svg, drawn by `npm run media partners`). Its text alternative
   * is the partner's name.
   */
  logo: Picture;
};

/**
 * The show's partners, in display order. LADA and the three Langkawi marinas are real
 * places named as text; the companies are fictional.
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
  {
    id: 'andaman-assurance',
    name: 'Andaman Marine Assurance',
    role: 'Insurance partner',
    logo: andamanAssurance,
  },
  { id: 'velocity-boats', name: 'Velocity Boats Asia', role: 'Water sports partner', logo: velocityBoats },
] as const satisfies readonly Partner[];

/** This module's namespace of the English edition (app/content/editions.ts). */
export const partnersContent = partners;
