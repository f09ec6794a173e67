import marina01 from '~/assets/gallery/marina-01.jpg?responsive';
import marina02 from '~/assets/gallery/marina-02.jpg?responsive';
import marina03 from '~/assets/gallery/marina-03.jpg?responsive';
import marina04 from '~/assets/gallery/marina-04.jpg?responsive';
import marina05 from '~/assets/gallery/marina-05.jpg?responsive';
import marina06 from '~/assets/gallery/marina-06.jpg?responsive';
import marina07 from '~/assets/gallery/marina-07.jpg?responsive';
import marina08 from '~/assets/gallery/marina-08.jpg?responsive';
import boats01 from '~/assets/gallery/boats-01.jpg?responsive';
import boats02 from '~/assets/gallery/boats-02.jpg?responsive';
import boats03 from '~/assets/gallery/boats-03.jpg?responsive';
import boats04 from '~/assets/gallery/boats-04.jpg?responsive';
import boats05 from '~/assets/gallery/boats-05.jpg?responsive';
import boats06 from '~/assets/gallery/boats-06.jpg?responsive';
import boats07 from '~/assets/gallery/boats-07.jpg?responsive';
import boats08 from '~/assets/gallery/boats-08.jpg?responsive';
import events01 from '~/assets/gallery/events-01.jpg?responsive';
import events02 from '~/assets/gallery/events-02.jpg?responsive';
import events03 from '~/assets/gallery/events-03.jpg?responsive';
import events04 from '~/assets/gallery/events-04.jpg?responsive';
import events05 from '~/assets/gallery/events-05.jpg?responsive';
import events06 from '~/assets/gallery/events-06.jpg?responsive';
import events07 from '~/assets/gallery/events-07.jpg?responsive';
import events08 from '~/assets/gallery/events-08.jpg?responsive';
import type { ContentImage } from '~/lib/picture';

export type GalleryCategory = { id: string; title: string };

/** The gallery's categories, in display order on /gallery-all. */
export const galleryCategories = [
  { id: 'marina', title: 'The Marina' },
  { id: 'boats', title: 'Boats on Show' },
  { id: 'events', title: 'Events & Experiences' },
] as const satisfies readonly GalleryCategory[];

export type GalleryCategoryId = (typeof galleryCategories)[number]['id'];

export type GalleryImage = { id: string; category: GalleryCategoryId; image: ContentImage };

/** Every gallery photo. The home carousel shows them all in this order, 6 per page. */
export const galleryImages = [
  {
    id: 'marina-01',
    category: 'marina',
    image: { picture: marina01, alt: 'Yachts moored along the pier at the Royal Langkawi Yacht Club at sunrise' },
  },
  {
    id: 'marina-02',
    category: 'marina',
    image: { picture: marina02, alt: 'An aerial view of the marina basin with rows of white yachts' },
  },
  {
    id: 'marina-03',
    category: 'marina',
    image: { picture: marina03, alt: 'The palm-lined boardwalk beside the marina at golden hour' },
  },
  {
    id: 'marina-04',
    category: 'marina',
    image: { picture: marina04, alt: 'Sailing masts silhouetted against an orange sunset sky' },
  },
  {
    id: 'marina-05',
    category: 'marina',
    image: { picture: marina05, alt: 'Calm turquoise water in the harbour with limestone hills behind' },
  },
  {
    id: 'marina-06',
    category: 'marina',
    image: { picture: marina06, alt: 'Visitors walking along the floating pontoons between yachts' },
  },
  {
    id: 'marina-07',
    category: 'marina',
    image: { picture: marina07, alt: 'The marina lit up at night with reflections on the water' },
  },
  {
    id: 'marina-08',
    category: 'marina',
    image: { picture: marina08, alt: 'A yacht tender gliding into the harbour past the breakwater' },
  },
  {
    id: 'boats-01',
    category: 'boats',
    image: { picture: boats01, alt: 'A superyacht dressed with flags for the opening day' },
  },
  {
    id: 'boats-02',
    category: 'boats',
    image: { picture: boats02, alt: 'Two sailing catamarans side by side on the display pier' },
  },
  {
    id: 'boats-03',
    category: 'boats',
    image: { picture: boats03, alt: 'The polished teak deck of a classic sailing yacht' },
  },
  {
    id: 'boats-04',
    category: 'boats',
    image: { picture: boats04, alt: 'A line of sports speedboats ready for sea trials' },
  },
  {
    id: 'boats-05',
    category: 'boats',
    image: { picture: boats05, alt: 'An explorer yacht with its tender launched beside it' },
  },
  {
    id: 'boats-06',
    category: 'boats',
    image: { picture: boats06, alt: 'A motor yacht with a flybridge moored at the show pontoons at golden hour' },
  },
  {
    id: 'boats-07',
    category: 'boats',
    image: { picture: boats07, alt: 'A sailing yacht leaving the marina under a blue spinnaker' },
  },
  {
    id: 'boats-08',
    category: 'boats',
    image: { picture: boats08, alt: 'A power catamaran cruising past the show at dusk' },
  },
  {
    id: 'events-01',
    category: 'events',
    image: { picture: events01, alt: 'Delegates listening to a keynote at the yachting conference' },
  },
  {
    id: 'events-02',
    category: 'events',
    image: { picture: events02, alt: 'Visitors exploring booths in the main exhibition hall' },
  },
  {
    id: 'events-03',
    category: 'events',
    image: { picture: events03, alt: 'A flyboard rider rising above the water in a plume of spray' },
  },
  {
    id: 'events-04',
    category: 'events',
    image: { picture: events04, alt: 'E-foil riders skimming across the harbour' },
  },
  {
    id: 'events-05',
    category: 'events',
    image: { picture: events05, alt: 'Jet skis performing a formation run in front of the pier' },
  },
  {
    id: 'events-06',
    category: 'events',
    image: { picture: events06, alt: 'Young sailors rigging dinghies at a sailing workshop' },
  },
  {
    id: 'events-07',
    category: 'events',
    image: { picture: events07, alt: 'Guests at long candle-lit tables during the gala dinner' },
  },
  {
    id: 'events-08',
    category: 'events',
    image: { picture: events08, alt: 'Passengers on deck during a sunset cruise' },
  },
] as const satisfies readonly GalleryImage[];

/** The lightbox's words on /gallery-all. */
const lightbox = {
  /** The dialog's name, which says where in its category the photo is. */
  title: '{category}, photo {position} of {total}',
  /** Stands in for the category's title if a photo has none. */
  fallbackCategory: 'Gallery',
  /** The browser tests find the controls by these names. */
  previous: 'Previous image',
  next: 'Next image',
} as const;

/** This module's namespace of the English edition (app/content/editions.ts). */
export const galleryContent = { categories: galleryCategories, images: galleryImages, lightbox };
