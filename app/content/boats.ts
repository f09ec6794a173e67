import andamanPearl from '~/assets/boats/andaman-pearl.jpg?responsive';
import azureHorizon from '~/assets/boats/azure-horizon.jpg?responsive';
import coralDash from '~/assets/boats/coral-dash.jpg?responsive';
import dayangBunting from '~/assets/boats/dayang-bunting.jpg?responsive';
import gunungRaya from '~/assets/boats/gunung-raya.jpg?responsive';
import kilimRunner from '~/assets/boats/kilim-runner.jpg?responsive';
import langkawiSpirit from '~/assets/boats/langkawi-spirit.jpg?responsive';
import mahsuriStar from '~/assets/boats/mahsuri-star.jpg?responsive';
import pantaiCenang from '~/assets/boats/pantai-cenang.jpg?responsive';
import seriBayu from '~/assets/boats/seri-bayu.jpg?responsive';
import tanjungRhu from '~/assets/boats/tanjung-rhu.jpg?responsive';
import tuanLaut from '~/assets/boats/tuan-laut.jpg?responsive';
import type { ContentImage } from '~/lib/picture';
import type { Widen } from '~/lib/widen';

export type BoatType =
  | 'Superyacht'
  | 'Motor yacht'
  | 'Explorer yacht'
  | 'Sailing yacht'
  | 'Sailing catamaran'
  | 'Power catamaran'
  | 'Speedboat'
  | 'Day cruiser';

/** A boat as this module writes it: its type is one of the known ones, in English. */
type BoatEntry = {
  slug: string;
  /** The pontoon berth it is moored at on the venue plan (venue-plan.ts). */
  berth: string;
  name: string;
  type: BoatType;
  builder: string;
  image: ContentImage;
  /** Overall length, as shown on the card. */
  length: string;
  guests: number;
  crew: number;
  /** A brochure (PDF under /brochures) or the builder's page; without one the card says `Info Coming Soon`. */
  infoUrl?: string;
  /** Shown in the home page's featured carousel. */
  featured: boolean;
};

/** A boat as the pages show it, in either language (the Malay edition names its type in Malay). */
export type Boat = Widen<BoatEntry>;

/** The fleet on show, in display order. Shared by the home carousel and /all-boats. */
export const boats = [
  {
    slug: 'azure-horizon',
    berth: 'B01',
    name: 'Azure Horizon',
    type: 'Superyacht',
    builder: 'Straits Marine Shipyard',
    image: {
      picture: azureHorizon,
      alt: 'A white three-deck superyacht at anchor in turquoise water below green hills',
    },
    length: '42 m',
    guests: 12,
    crew: 10,
    infoUrl: '/brochures/azure-horizon.pdf',
    featured: true,
  },
  {
    slug: 'andaman-pearl',
    berth: 'B02',
    name: 'Andaman Pearl',
    type: 'Sailing catamaran',
    builder: 'Pearl Cove Catamarans',
    image: { picture: andamanPearl, alt: 'A sailing catamaran with white sails cruising past limestone islands' },
    length: '18 m',
    guests: 10,
    crew: 3,
    infoUrl: '/brochures/andaman-pearl.pdf',
    featured: true,
  },
  {
    slug: 'langkawi-spirit',
    berth: 'B03',
    name: 'Langkawi Spirit',
    type: 'Sailing yacht',
    builder: 'Kedah Classic Yachts',
    image: { picture: langkawiSpirit, alt: 'A classic sailing yacht heeling under full sail at sunset' },
    length: '24 m',
    guests: 8,
    crew: 4,
    infoUrl: '/brochures/langkawi-spirit.pdf',
    featured: true,
  },
  {
    slug: 'tuan-laut',
    berth: 'B04',
    name: 'Tuan Laut',
    type: 'Motor yacht',
    builder: 'Straits Marine Shipyard',
    image: { picture: tuanLaut, alt: 'A sleek navy-hulled motor yacht moored at a marina pier' },
    length: '30 m',
    guests: 10,
    crew: 6,
    infoUrl: '/brochures/tuan-laut.pdf',
    featured: true,
  },
  {
    slug: 'coral-dash',
    berth: 'B05',
    name: 'Coral Dash',
    type: 'Speedboat',
    builder: 'Velocity Boats Asia',
    image: { picture: coralDash, alt: 'A red and white speedboat carving a wake across calm blue water' },
    length: '12 m',
    guests: 8,
    crew: 1,
    featured: true,
  },
  {
    slug: 'seri-bayu',
    berth: 'B06',
    name: 'Seri Bayu',
    type: 'Sailing catamaran',
    builder: 'Pearl Cove Catamarans',
    image: { picture: seriBayu, alt: 'A cruising catamaran with a wide deck anchored in a sheltered bay' },
    length: '15 m',
    guests: 12,
    crew: 2,
    infoUrl: '/brochures/seri-bayu.pdf',
    featured: true,
  },
  {
    slug: 'gunung-raya',
    berth: 'B07',
    name: 'Gunung Raya',
    type: 'Explorer yacht',
    builder: 'Borneo Expedition Yachts',
    image: {
      picture: gunungRaya,
      alt: 'A rugged explorer yacht with a tender on its aft deck near a rainforest coast',
    },
    length: '36 m',
    guests: 12,
    crew: 9,
    infoUrl: '/brochures/gunung-raya.pdf',
    featured: true,
  },
  {
    slug: 'kilim-runner',
    berth: 'B08',
    name: 'Kilim Runner',
    type: 'Speedboat',
    builder: 'Velocity Boats Asia',
    image: { picture: kilimRunner, alt: 'A compact sports speedboat racing past mangroves' },
    length: '10 m',
    guests: 6,
    crew: 1,
    featured: false,
  },
  {
    slug: 'tanjung-rhu',
    berth: 'B09',
    name: 'Tanjung Rhu',
    type: 'Sailing yacht',
    builder: 'Kedah Classic Yachts',
    image: { picture: tanjungRhu, alt: 'A sloop-rigged sailing yacht gliding along a palm-fringed beach' },
    length: '16 m',
    guests: 6,
    crew: 2,
    infoUrl: '/brochures/tanjung-rhu.pdf',
    featured: true,
  },
  {
    slug: 'pantai-cenang',
    berth: 'B10',
    name: 'Pantai Cenang',
    type: 'Power catamaran',
    builder: 'Twin Hull Marine',
    image: { picture: pantaiCenang, alt: 'A modern power catamaran with a flybridge cruising at golden hour' },
    length: '20 m',
    guests: 14,
    crew: 3,
    featured: false,
  },
  {
    slug: 'mahsuri-star',
    berth: 'B11',
    name: 'Mahsuri Star',
    type: 'Motor yacht',
    builder: 'Straits Marine Shipyard',
    image: { picture: mahsuriStar, alt: 'A motor yacht lit up at dusk beside a marina boardwalk' },
    length: '26 m',
    guests: 8,
    crew: 5,
    infoUrl: '/brochures/mahsuri-star.pdf',
    featured: true,
  },
  {
    slug: 'dayang-bunting',
    berth: 'B12',
    name: 'Dayang Bunting',
    type: 'Day cruiser',
    builder: 'Twin Hull Marine',
    image: { picture: dayangBunting, alt: 'A day cruiser with a shaded deck idling beside a jungle-covered island' },
    length: '11 m',
    guests: 8,
    crew: 1,
    featured: false,
  },
] as const satisfies readonly BoatEntry[];

export const featuredBoats = boats.filter((boat) => boat.featured);

// Three namespaces of the English edition (app/content/editions.ts), so that a page loads
// only what it shows: the home page shows the featured boats, never the whole list.

/** Every boat on show (/all-boats, the venue map, My Show). */
export const boatsContent = { all: boats };

/** The boats in the home page's carousel. */
export const featuredBoatsContent = { boats: featuredBoats };

/** The words on every boat card and preview. */
export const boatLabelsContent = {
  length: 'Length',
  guests: 'Guests',
  crew: 'Crew',
  preview: 'Preview {name}',
  moreInfo: 'More info',
  /** Visually hidden after `moreInfo`, so the link says whose brochure opens where. */
  moreInfoDetail: 'about {name} (opens in a new tab)',
  infoComingSoon: 'Info Coming Soon',
};
