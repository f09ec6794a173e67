import { pages } from './pages';
import { site } from './site';

export type Highlight = { title: string; text: string };

/** Copy for /strategic: partnerships, launches, industry players, the authority's vision, contacts. */
export const strategic = {
  partnerships: {
    heading: 'Strategic partnerships',
    intro: `${site.shortName} ${site.edition.year} is built with partners who share one goal: to make Langkawi the natural home port of yachting in Southeast Asia.`,
    items: [
      {
        title: 'Langkawi Development Authority (LADA)',
        text: 'The island’s development authority leads the marine-tourism vision that the show supports, and works with us on berthing, access and visitor programmes.',
      },
      {
        title: 'Royal Langkawi Yacht Club (RLYC)',
        text: 'Our host venue opens its basin, pier and clubhouse to the show, and its members welcome visiting crews.',
      },
      {
        title: 'Telaga Harbour Marina and Rebak Marina Langkawi',
        text: 'The island’s two other marinas berth visiting yachts and host cruise departures and boatyard visits.',
      },
      {
        title: 'Malaysia Yachting Conference',
        text: 'Held alongside LIMA 2025, the conference brought builders, marinas and policy makers together and shapes the programme of every edition since.',
      },
    ],
  },
  launches: {
    heading: 'Launch highlights',
    items: [
      {
        title: 'Asian premiere of a 42 m superyacht',
        text: 'Straits Marine Shipyard unveils Azure Horizon, its largest yacht to date, on the main pier on opening day.',
      },
      {
        title: 'A new blue-water catamaran',
        text: 'Pearl Cove Catamarans launches an 18 m sailing catamaran designed for the Andaman Sea.',
      },
      {
        title: 'Electric tender sea trials',
        text: 'Visitors can ride a fully electric tender from the innovation corner pontoon every morning.',
      },
    ],
  },
  industry: {
    heading: 'Industry players and conference preview',
    intro:
      'Builders, brokers, charter houses, marinas and equipment makers from across Asia, Europe and Australia exhibit side by side. For the professionals among them, the Malaysia Yachting Conference sets the agenda.',
    preview: [
      'Keynote on Langkawi as Southeast Asia’s yachting gateway',
      'Plenaries on cruising permits, marina investment and electric propulsion',
      'An industry panel on building a yachting economy',
      'Lunch and an afternoon networking session',
    ],
    conferenceLink: { path: pages.conference.path, label: 'See the conference programme' },
    exhibitorListLink: { path: pages.exhibitorList.path, label: 'Browse the exhibitor list' },
  },
  vision: {
    heading: 'The authority’s vision',
    quote:
      'Our vision is a Langkawi where the world’s yachts find a welcoming harbour, where our people build careers on the water, and where growth protects the islands that make us special.',
    attribution: 'Langkawi Development Authority (LADA)',
    paragraphs: [
      'LADA leads the island’s marine-tourism vision: more berths and better services for visiting yachts, simpler arrivals for cruising sailors, training for local crews and careful protection of the geopark’s mangroves, reefs and beaches.',
      `${site.shortName} is one of the ways that vision becomes real, bringing the industry to Langkawi every year and showing the island to buyers and guests from around the world.`,
    ],
  },
  contact: {
    heading: 'Contact the organiser',
    labels: { organiser: 'Organiser', email: 'E-mail', whatsapp: 'WhatsApp', address: 'Address' },
    intro:
      'For partnerships, sponsorship, media and exhibitor enquiries, our team will answer within two working days.',
    organiser: site.organiser,
    email: site.contact.generalEmail,
    whatsappLabel: site.contact.whatsappNumberLabel,
    whatsappUrl: site.contact.whatsappUrl,
    address: `${site.venue.name}, Jalan Dato’ Syed Omar, 07000 Kuah, ${site.venue.island}, Kedah, ${site.venue.country}`,
  },
} as const;

/** This module's namespace of the English edition (app/content/editions.ts). */
export const strategicContent = strategic;
