import rebak from '~/assets/marinas/rebak-marina.jpg?responsive';
import rlyc from '~/assets/marinas/royal-langkawi-yacht-club.jpg?responsive';
import telaga from '~/assets/marinas/telaga-harbour-marina.jpg?responsive';
import type { ContentImage } from '~/lib/picture';
import { marinaNames } from './marina-names';

/** A Langkawi marina on the /introduction page. Berth figures are static copy, not live data. */
export type Marina = {
  name: string;
  location: string;
  image: ContentImage;
  summary: string;
  figures: readonly { label: string; value: string }[];
};

export const marinas = [
  {
    name: marinaNames.rlyc,
    location: 'Kuah, on the island’s southeast coast',
    image: {
      picture: rlyc,
      alt: 'Yachts berthed at the Royal Langkawi Yacht Club pontoons with Kuah town behind',
    },
    summary:
      'The host marina of MYBOS. A few minutes’ walk from Kuah town and the jetty, the club’s sheltered basin, clubhouse and lawns become the show village, with the main pier given over to the boats on display.',
    figures: [
      { label: 'Wet berths', value: '200' },
      { label: 'Largest berth', value: '60 m' },
      { label: 'Role at the show', value: 'Host venue and display pier' },
    ],
  },
  {
    name: marinaNames.telaga,
    location: 'Pantai Kok, on the island’s northwest coast',
    image: {
      picture: telaga,
      alt: 'Telaga Harbour Marina with yachts moored below forested hills',
    },
    summary:
      'A Mediterranean-style harbour below the Machinchang range, close to the cable car and the western beaches. During the show it welcomes visiting yachts and the cruises that sail the island’s west coast.',
    figures: [
      { label: 'Wet berths', value: '100' },
      { label: 'Largest berth', value: '40 m' },
      { label: 'Role at the show', value: 'Visiting yachts and west-coast cruises' },
    ],
  },
  {
    name: marinaNames.rebak,
    location: 'Rebak Island, off the island’s southwest tip',
    image: {
      picture: rebak,
      alt: 'Rebak Marina’s sheltered basin with sailing yachts and a boatyard on the shore',
    },
    summary:
      'A fully sheltered island marina with a boatyard and hardstanding, trusted by cruising sailors crossing the Andaman Sea. Show guests can visit the yard for refit and maintenance demonstrations.',
    figures: [
      { label: 'Wet berths', value: '190' },
      { label: 'Largest berth', value: '45 m' },
      { label: 'Role at the show', value: 'Boatyard visits and long-stay berths' },
    ],
  },
] as const satisfies readonly Marina[];

/** This module's namespace of the English edition (app/content/editions.ts). */
export const marinasContent = marinas;
