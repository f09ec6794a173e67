import { site } from './site';

/** Copy for /introduction: the show, its key facts and the innovation corner. */
export const introduction = {
  about: {
    heading: `About ${site.shortName} ${site.edition.year}`,
    paragraphs: [
      `${site.shortName} is Malaysia’s international in-water boat show. Each edition turns the ${site.venue.name} into a show village: yachts and catamarans to board on the pier, an exhibition hall of equipment and services, cruises among the islands, shows on the water and a conference for the industry.`,
      `Langkawi sits where the Andaman Sea meets the Strait of Malacca, a duty-free archipelago of 99 islands with sheltered anchorages, three established marinas and direct flights from Kuala Lumpur, Singapore and beyond. It is where cruising sailors from Thailand, Indonesia and the Indian Ocean make landfall, and where Malaysia is building its yachting future.`,
      `The show is for everyone who loves the sea: owners and buyers looking for their next boat, charter guests planning a holiday, families discovering the water for the first time and professionals doing business in one of Asia’s fastest-growing leisure-marine markets.`,
    ],
  },
  facts: [
    { label: 'Dates', value: site.edition.datesLabel },
    { label: 'Venue', value: site.venue.label },
    { label: 'On show', value: 'Superyachts, sailing yachts, catamarans and speedboats' },
    { label: 'On the water', value: 'Cruises, flyboard, e-foiling and jet ski shows' },
  ],
  marinasHeading: 'Marina profiles',
  marinasIntro:
    'Langkawi’s three marinas welcome the fleets that come for the show. Berth figures are indicative; please contact each marina to book.',
  innovation: {
    heading: 'Innovation corner',
    intro:
      'A dedicated pontoon and pavilion beside the exhibition hall where young companies and established makers show what is next for boating in the tropics.',
    items: [
      {
        title: 'Electric and hybrid propulsion',
        text: 'Silent electric tenders and hybrid day boats, with sea trials from the pontoon each morning.',
      },
      {
        title: 'Solar and energy storage',
        text: 'Flexible solar panels and lithium systems that keep a yacht at anchor for days without a generator.',
      },
      {
        title: 'Smart navigation',
        text: 'Connected chartplotters, remote monitoring and collision avoidance built for busy tropical waters.',
      },
      {
        title: 'Cleaner harbours',
        text: 'Antifouling without biocides, bilge filtration and marina waste systems that protect Langkawi’s mangroves and reefs.',
      },
    ],
  },
} as const;

/** This module's namespace of the English edition (app/content/editions.ts). */
export const introductionContent = introduction;
