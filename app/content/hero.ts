import hero1 from '~/assets/hero/hero-1.jpg?responsive=hero';
import hero2 from '~/assets/hero/hero-2.jpg?responsive=hero';
import hero3 from '~/assets/hero/hero-3.jpg?responsive=hero';
// Phone crops: `objectPosition` places each 9:16 cut on its subject (the yacht, the catamaran's
// sails, the clubhouse), which sit right of centre in these photos.
import hero1Portrait from '~/assets/hero/hero-1.jpg?objectPosition=70:50&responsive=portrait';
import hero2Portrait from '~/assets/hero/hero-2.jpg?objectPosition=70:50&responsive=portrait';
import hero3Portrait from '~/assets/hero/hero-3.jpg?objectPosition=70:50&responsive=portrait';
import type { ContentImage } from '~/lib/picture';
import { pages } from './pages';
import { site } from './site';

export type HeroSlide = { id: string; image: ContentImage; caption: string };

/** The home slideshow, in order. The first slide is the page's largest paint. */
export const heroSlides = [
  {
    id: 'marina',
    image: {
      picture: hero1,
      portrait: hero1Portrait,
      alt: 'A motor yacht cruising at sunset past a sailing yacht, with Langkawi’s limestone peaks on the horizon',
    },
    caption: `${site.venue.name}, ${site.venue.island}`,
  },
  {
    id: 'sailing',
    image: {
      picture: hero2,
      portrait: hero2Portrait,
      alt: 'A sailing catamaran and a motor yacht on turquoise water among the green islands of the Langkawi archipelago',
    },
    caption: 'Sea trials and sailing among the islands of the Andaman Sea',
  },
  {
    id: 'evening',
    image: {
      picture: hero3,
      portrait: hero3Portrait,
      alt: 'The marina at dusk under strings of lights, guests on the quay in front of the moored yachts and the clubhouse',
    },
    caption: 'Evenings on the pontoons, cruises and the gala dinner',
  },
] as const satisfies readonly HeroSlide[];

/** Milliseconds each slide stays before the next. */
export const heroIntervalMs = 5000;

export const heroCopy = {
  eyebrow: `${site.edition.datesLabel} · ${site.venue.name}, ${site.venue.island}`,
  lead: 'Four days of superyachts, sailing yachts and catamarans on the water, sea trials, cruises, a yachting conference and shows on the harbour — in the heart of the Andaman Sea.',
  actions: [
    { label: 'Register to visit', to: pages.publicRegistration.path, primary: true },
    { label: 'Get tickets & cruises', to: pages.ticket.path, primary: false },
  ],
  /** A text link under the buttons, for visitors planning the trip. */
  planVisit: { label: 'Plan your visit: getting here, opening hours and the venue map', to: pages.visit.path },
  /** The slideshow's names and controls, for assistive technology. */
  slideshow: {
    label: 'Photos of the show',
    roleDescription: 'carousel',
    slideRoleDescription: 'slide',
    slideLabel: 'Slide {n} of {total}',
    showSlide: 'Show slide {n}',
    pause: 'Pause slideshow',
    play: 'Play slideshow',
  },
} as const;

/** This module's namespace of the English edition (app/content/editions.ts). */
export const heroContent = { slides: heroSlides, intervalMs: heroIntervalMs, copy: heroCopy };
