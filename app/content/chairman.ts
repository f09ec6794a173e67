import { site } from './site';

/** Copy for /chairman-insight. The chairman is a placeholder name until the organiser confirms it. */
export const chairman = {
  name: 'Dato’ Ahmad Faizal Hassan',
  role: `Chairman, ${site.fullName}`,
  message: {
    heading: 'A message from the chairman',
    paragraphs: [
      'Welcome to the Malaysia International Boat Show.',
      `When we began, we asked a simple question: why should the finest boats in Asia be shown anywhere but on the water they were built for? Langkawi answered for us. Its sheltered marinas, its islands and its place on the cruising routes between the Andaman Sea and the Strait of Malacca make it the natural stage for a show that is held in the water, not beside it.`,
      `${site.shortName} ${site.edition.year} (${site.edition.datesLabel}) builds on everything the 2025 edition taught us. We have more berths on the display pier, a larger exhibition hall, an innovation corner for the makers of cleaner, quieter boats, and more ways for families to go out on the water, from island cruises to sailing workshops.`,
      'None of this is possible without our partners: the Langkawi Development Authority, whose vision for marine tourism guides ours, the island’s marinas, and the builders, brokers and service companies who bring their best work to Langkawi. To all of you, and to every visitor who walks the pier with us, thank you.',
      'I look forward to welcoming you to Langkawi.',
    ],
  },
  insight: {
    heading: 'Market insight',
    intro:
      'Southeast Asia’s leisure-marine market is young, and growing fast. The figures below are the organiser’s own estimates, gathered from exhibitors and marinas for planning the show.',
    figures: [
      { value: '3', label: 'established marinas in Langkawi, with room to grow' },
      { value: '99', label: 'islands in the Langkawi archipelago, a day’s sail apart' },
      { value: '4 days', label: `of trade and public days at ${site.shortName} ${site.edition.year}` },
    ],
    points: [
      {
        title: 'Charter leads the way',
        text: 'Most first-time boaters in the region meet yachting through a charter. Crewed catamarans and day cruises are the fastest-growing segment, and the best route to future ownership.',
      },
      {
        title: 'Owners are looking closer to home',
        text: 'Buyers from Malaysia, Singapore and Indonesia increasingly keep their yachts in Asian waters year round, which raises demand for berths, refit yards and skilled crew.',
      },
      {
        title: 'Cleaner boats, protected waters',
        text: 'Electric tenders, solar power and better waste handling are moving from curiosity to expectation, especially in a UNESCO Global Geopark such as Langkawi.',
      },
    ],
  },
} as const;

/** This module's namespace of the English edition (app/content/editions.ts). */
export const chairmanContent = chairman;
