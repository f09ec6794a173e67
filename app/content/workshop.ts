import poster from '~/assets/workshop/sailing-workshop-poster.jpg?responsive';
import { pages } from './pages';
import { site } from './site';
import type { ContentImage } from '~/lib/picture';

/** The sailing workshop poster page. The poster has no text in it; the page says everything in words. */
export const workshop = {
  poster: {
    picture: poster,
    alt: 'Poster for the MYBOS sailing workshops: small sailing dinghies with white sails on turquoise water off Langkawi',
  } satisfies ContentImage,
  title: 'Sailing Workshop Programme',
  intro:
    'Learn the basics of sailing on Langkawi’s sheltered waters with certified instructors from Seri Laut Sailing Academy. No experience needed: we provide the boats, buoyancy aids and a friendly crew.',
  details: [
    { label: 'What', value: 'Hands-on dinghy sailing workshops: rigging, steering, tacking and safety on the water' },
    { label: 'When', value: '2PM–4PM on days two to four of the show (22–24 May 2025 in the published programme)' },
    { label: 'Where', value: `Sailing pontoon, ${site.venue.label}` },
    { label: 'Who', value: 'Ages 10 and up; under-16s with a parent or guardian. Able to swim 25 m.' },
  ],
  howTo: {
    heading: 'How to pre-register',
    steps: [
      `E-mail ${site.contact.generalEmail} or message us on WhatsApp (${site.contact.whatsappNumberLabel}) with each participant’s name and age, and the day you prefer.`,
      'We confirm your place by e-mail; places are limited and given in the order requests arrive.',
      'Arrive at the sailing pontoon 15 minutes early, in clothes that can get wet, with a hat and reef-safe sunscreen.',
    ],
    note: 'Pre-registration is required: there is no sign-up form on this page.',
  },
  actions: {
    email: 'E-mail to pre-register',
    /** The subject line the e-mail link fills in. */
    emailSubject: 'Sailing workshop pre-registration',
    /** `{number}` is `contact.whatsappLabel`. */
    whatsapp: 'WhatsApp {number}',
  },
  /** The workshops' sessions, from the daily schedule (schedule.ts): the event with this key on each day. */
  sessions: { heading: 'Workshop days', scheduleKey: 'sailing-workshops' },
  /** A sentence with a link in it: `before`, the linked `label`, then `after`. */
  scheduleLink: {
    before: 'See the workshops in the ',
    label: 'daily schedule',
    after: '.',
    path: pages.dailySchedule.path,
  },
  contact: {
    email: site.contact.generalEmail,
    whatsappLabel: site.contact.whatsappNumberLabel,
    whatsappUrl: site.contact.whatsappUrl,
  },
} as const;

/** This module's namespace of the English edition (app/content/editions.ts). */
export const workshopContent = workshop;
