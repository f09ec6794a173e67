import { pages } from './pages';

/** Exhibitors of the show. All names are fictional placeholders until the organiser confirms the list. */
export type ExhibitorCategory =
  'Boat builder' | 'Broker & charter' | 'Marina' | 'Equipment & technology' | 'Marine services';

/** `stand` is a hall stand (`H01`…) or a pontoon berth (`B01`…) of the venue plan (venue-plan.ts). */
export type Exhibitor = { name: string; category: ExhibitorCategory; country: string; stand: string };

/** The /exhibitor-list source, in A–Z order. */
export const exhibitors = [
  { name: 'Adriatic Blue Yachts', category: 'Broker & charter', country: 'Croatia', stand: 'B13' },
  { name: 'Andaman Sea Charters', category: 'Broker & charter', country: 'Thailand', stand: 'B14' },
  { name: 'AquaVolt Electric Propulsion', category: 'Equipment & technology', country: 'Singapore', stand: 'H01' },
  { name: 'Bayview Marine Insurance', category: 'Marine services', country: 'Malaysia', stand: 'H02' },
  { name: 'Bluewater Sails & Rigging', category: 'Equipment & technology', country: 'Australia', stand: 'H03' },
  { name: 'Borneo Expedition Yachts', category: 'Boat builder', country: 'Malaysia', stand: 'B07' },
  { name: 'Cenang Watersports', category: 'Marine services', country: 'Malaysia', stand: 'H04' },
  { name: 'Coral Reef Diving Systems', category: 'Equipment & technology', country: 'Indonesia', stand: 'H05' },
  { name: 'Dayang Yacht Interiors', category: 'Marine services', country: 'Malaysia', stand: 'H06' },
  { name: 'Eastern Horizon Brokerage', category: 'Broker & charter', country: 'Hong Kong', stand: 'B15' },
  { name: 'Equator Marine Electronics', category: 'Equipment & technology', country: 'Singapore', stand: 'H07' },
  { name: 'Fathom Navigation Systems', category: 'Equipment & technology', country: 'United Kingdom', stand: 'H08' },
  { name: 'Gulf Stream Tenders', category: 'Boat builder', country: 'Taiwan', stand: 'B16' },
  { name: 'Harbourline Berth Management', category: 'Marina', country: 'Malaysia', stand: 'H09' },
  { name: 'Indigo Bay Marina', category: 'Marina', country: 'Thailand', stand: 'H10' },
  { name: 'Island Hopper Charters', category: 'Broker & charter', country: 'Malaysia', stand: 'B17' },
  { name: 'Jade Coast Shipwrights', category: 'Boat builder', country: 'Vietnam', stand: 'B18' },
  { name: 'Kedah Classic Yachts', category: 'Boat builder', country: 'Malaysia', stand: 'B03' },
  { name: 'Keel & Crest Yacht Finance', category: 'Marine services', country: 'Singapore', stand: 'H11' },
  { name: 'Lagoon Light Solar Marine', category: 'Equipment & technology', country: 'Malaysia', stand: 'H12' },
  { name: 'Langkawi Superyacht Agency', category: 'Marine services', country: 'Malaysia', stand: 'H13' },
  { name: 'Malacca Strait Boatworks', category: 'Boat builder', country: 'Malaysia', stand: 'B19' },
  { name: 'Mangrove Eco Cruises', category: 'Broker & charter', country: 'Malaysia', stand: 'B20' },
  { name: 'Monsoon Marine Coatings', category: 'Equipment & technology', country: 'Japan', stand: 'H14' },
  { name: 'Nautica Pacific Brokers', category: 'Broker & charter', country: 'Australia', stand: 'B21' },
  { name: 'Northwind Catamarans', category: 'Boat builder', country: 'France', stand: 'B22' },
  { name: 'Ocean Crest Marina Group', category: 'Marina', country: 'Philippines', stand: 'H15' },
  { name: 'Orchid Deck Teak Works', category: 'Marine services', country: 'Indonesia', stand: 'H16' },
  { name: 'Pearl Cove Catamarans', category: 'Boat builder', country: 'Malaysia', stand: 'B02' },
  { name: 'Penang Port Yacht Services', category: 'Marine services', country: 'Malaysia', stand: 'H17' },
  { name: 'Quayside Fuel & Provisioning', category: 'Marine services', country: 'Malaysia', stand: 'H18' },
  { name: 'Rajah Marine Engineering', category: 'Marine services', country: 'Malaysia', stand: 'H19' },
  { name: 'Riviera Straits Yachting', category: 'Broker & charter', country: 'Monaco', stand: 'B23' },
  { name: 'Sapphire Marina Developments', category: 'Marina', country: 'Indonesia', stand: 'H20' },
  { name: 'Seri Laut Sailing Academy', category: 'Marine services', country: 'Malaysia', stand: 'H21' },
  { name: 'Straits Marine Shipyard', category: 'Boat builder', country: 'Malaysia', stand: 'B01' },
  { name: 'Tidewater Anchoring Systems', category: 'Equipment & technology', country: 'Netherlands', stand: 'H22' },
  { name: 'Twin Hull Marine', category: 'Boat builder', country: 'Malaysia', stand: 'B10' },
  { name: 'Union Bay Yacht Club', category: 'Marina', country: 'Singapore', stand: 'H23' },
  { name: 'Velocity Boats Asia', category: 'Boat builder', country: 'Thailand', stand: 'B05' },
  { name: 'Windward Outboards', category: 'Equipment & technology', country: 'Japan', stand: 'H24' },
  { name: 'Xpedition Tenders & Toys', category: 'Equipment & technology', country: 'New Zealand', stand: 'H25' },
  { name: 'Yachtcare Langkawi', category: 'Marine services', country: 'Malaysia', stand: 'H26' },
  { name: 'Zephyr Sailmakers', category: 'Equipment & technology', country: 'Italy', stand: 'H27' },
] as const satisfies readonly Exhibitor[];

/** Exhibitors featured on /exhibitor, each with a short story and what they bring to the show. */
export type ExhibitorSpotlight = {
  name: (typeof exhibitors)[number]['name'];
  tagline: string;
  summary: string;
  atTheShow: string;
};

export const exhibitorSpotlights = [
  {
    name: 'Straits Marine Shipyard',
    tagline: 'Motor yachts and superyachts, built in Malaysia',
    summary:
      'A Malaysian yard building composite and steel motor yachts from 24 to 45 metres for owners across Asia and the Gulf.',
    atTheShow: 'The 42 m Azure Horizon makes its Langkawi debut on the main pier.',
  },
  {
    name: 'Pearl Cove Catamarans',
    tagline: 'Blue-water catamarans for the Andaman Sea',
    summary:
      'Designers of sailing catamarans made for tropical cruising: shaded decks, shallow draft and generous solar arrays.',
    atTheShow: 'Two catamarans open for boarding, including the 18 m Andaman Pearl.',
  },
  {
    name: 'AquaVolt Electric Propulsion',
    tagline: 'Quiet, electric power for tenders and day boats',
    summary: 'Electric pod drives and battery systems that retrofit to tenders and day cruisers up to 12 metres.',
    atTheShow: 'Sea trials of an electric tender from the innovation corner pontoon, twice a day.',
  },
  {
    name: 'Andaman Sea Charters',
    tagline: 'Crewed charters from Phuket to Langkawi',
    summary:
      'A charter house managing a fleet of crewed yachts and catamarans between southern Thailand and northern Malaysia.',
    atTheShow: 'Charter planning sessions and show-only rates for the coming season.',
  },
  {
    name: 'Seri Laut Sailing Academy',
    tagline: 'Learn to sail in Langkawi',
    summary:
      'A sailing school teaching dinghy and keelboat courses to children and adults, with instructors certified to international standards.',
    atTheShow: 'Runs the afternoon sailing workshops on days two to four.',
  },
  {
    name: 'Langkawi Superyacht Agency',
    tagline: 'Clearance, berthing and provisioning',
    summary:
      'The local agent for visiting superyachts: customs and immigration clearance, berths, fuel, provisions and shore excursions.',
    atTheShow: 'A cruising-permit clinic for captains planning a Malaysian season.',
  },
] as const satisfies readonly ExhibitorSpotlight[];

/** The words around the spotlight list on /exhibitor. */
export const exhibitorSpotlightSection = {
  heading: 'Exhibitor spotlight',
  /** A sentence with a link to the exhibitor list in it: `before`, the linked `label`, then `after`. */
  intro: {
    before:
      'A few of the builders, charter houses and specialists you will meet at the show. The full line-up is on the ',
    label: 'exhibitor list',
    after: '.',
    path: pages.exhibitorList.path,
  },
  atTheShow: 'At the show: ',
} as const;

/** The search, A–Z filter and list on /exhibitor-list. */
export const exhibitorDirectory = {
  label: 'Exhibitor directory',
  searchLabel: 'Search exhibitors',
  searchPlaceholder: 'Company name or category',
  lettersLabel: 'Filter by first letter',
  allLetters: 'All',
  /** `{shown}` and `{total}` are numbers of exhibitors. */
  count: 'Showing {shown} of {total} exhibitors',
  noMatch: 'No exhibitors match your search.',
  listLabel: 'Exhibitors A–Z',
  /** `{perRow}` is the number of exhibitors in each table row. */
  tableCaption: 'Exhibitors A–Z, {perRow} per row',
} as const;

/** This module's namespace of the English edition (app/content/editions.ts). */
export const exhibitorsContent = {
  all: exhibitors,
  spotlights: exhibitorSpotlights,
  spotlightSection: exhibitorSpotlightSection,
  directory: exhibitorDirectory,
};
