import conference from '~/assets/events/conference.jpg?responsive';
import cruises from '~/assets/events/cruises.jpg?responsive';
import galaDinner from '~/assets/events/gala-dinner.jpg?responsive';
import waterShows from '~/assets/events/water-shows.jpg?responsive';
import workshops from '~/assets/events/workshops.jpg?responsive';
import exhibitionHall from '~/assets/events/exhibition-hall.jpg?responsive';
import type { ContentImage } from '~/lib/picture';
import { pages } from './pages';

export type FeaturedEvent = {
  id: string;
  title: string;
  /** When it happens, in a few words. */
  when: string;
  summary: string;
  image: ContentImage;
  /** The page that tells the rest. */
  to: string;
};

/** The show's highlights on the home page, each linking to its page. */
export const featuredEvents = [
  {
    id: 'conference',
    title: 'Malaysia Yachting Conference',
    when: 'Keynote, plenaries & panel',
    summary: 'Industry leaders on marinas, superyacht tourism and the future of yachting in Southeast Asia.',
    image: { picture: conference, alt: 'Delegates listening to a speaker on stage at the yachting conference' },
    to: pages.conference.path,
  },
  {
    id: 'workshops',
    title: 'Sailing workshops',
    when: 'Days 2–4 · 2–4 PM',
    summary: 'Hands-on sessions with instructors on the water. Pre-registration required.',
    image: { picture: workshops, alt: 'Young sailors rigging small dinghies with an instructor on the beach' },
    to: pages.workshopRegistration.path,
  },
  {
    id: 'cruises',
    title: 'Cruises',
    when: 'Morning, lunch & sunset',
    summary: 'Sail out on Manta Oro, Manta Blu or Damai Puteri among the islands. Book in advance.',
    image: { picture: cruises, alt: 'Passengers on the deck of a cruise boat sailing towards the sunset' },
    to: pages.ticket.path,
  },
  {
    id: 'water-shows',
    title: 'Shows on the water',
    when: 'Daily from 3 PM',
    summary: 'Flyboard, e-foiling and jet ski displays in front of the pier every afternoon.',
    image: { picture: waterShows, alt: 'A flyboard rider rising above the harbour on jets of water' },
    to: pages.dailySchedule.path,
  },
  {
    id: 'gala-dinner',
    title: 'Gala dinner',
    when: 'Day 3 · evening',
    summary: 'An evening by the marina with exhibitors, owners and guests of the show.',
    image: { picture: galaDinner, alt: 'Long candle-lit tables set for the gala dinner beside the marina' },
    to: pages.dailySchedule.path,
  },
] as const satisfies readonly FeaturedEvent[];

/** The picture beside the showcase call-to-action. */
export const showcaseImage: ContentImage = {
  picture: exhibitionHall,
  alt: 'Visitors walking between exhibitor booths in the main exhibition hall',
};

/** This module's namespace of the English edition (app/content/editions.ts). */
export const featuredEventsContent = { events: featuredEvents, showcaseImage };
