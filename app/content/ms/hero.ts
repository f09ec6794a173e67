import type { Widen } from '~/lib/widen';
import { heroContent as english } from '../hero';
import { pagesContent } from './pages';
import { siteContent as site } from './site';

const { pages } = pagesContent;

type SlideId = (typeof english.slides)[number]['id'];

const slideText: Record<SlideId, { alt: string; caption: string }> = {
  marina: {
    alt: 'Sebuah kapal layar bermotor belayar ketika matahari terbenam melepasi sebuah kapal layar, dengan puncak-puncak batu kapur Langkawi di kaki langit',
    caption: `${site.venue.name}, ${site.venue.island}`,
  },
  sailing: {
    alt: 'Sebuah katamaran layar dan sebuah kapal layar bermotor di atas air biru kehijauan, di tengah-tengah pulau-pulau hijau Kepulauan Langkawi',
    caption: 'Ujian laut dan pelayaran di antara pulau-pulau Laut Andaman',
  },
  evening: {
    alt: 'Marina pada waktu senja di bawah untaian lampu, dengan tetamu di pontun di hadapan kapal-kapal layar yang bertambat dan rumah kelab',
    caption: 'Malam di pontun, pelayaran dan makan malam gala',
  },
};

export const heroContent: Widen<typeof english> = {
  slides: english.slides.map((slide) => ({
    ...slide,
    image: { ...slide.image, alt: slideText[slide.id].alt },
    caption: slideText[slide.id].caption,
  })),
  intervalMs: english.intervalMs,
  copy: {
    eyebrow: `${site.edition.datesLabel} · ${site.venue.name}, ${site.venue.island}`,
    lead: 'Empat hari bersama kapal layar mewah, kapal layar dan katamaran di atas air, ujian laut, pelayaran, persidangan kapal layar dan pertunjukan di pelabuhan — di tengah-tengah Laut Andaman.',
    actions: [
      { label: 'Daftar untuk melawat', to: pages.publicRegistration.path, primary: true },
      { label: 'Dapatkan tiket & pelayaran', to: pages.ticket.path, primary: false },
    ],
    planVisit: { label: 'Rancang lawatan anda: cara ke sana, waktu dibuka dan peta tapak', to: pages.visit.path },
    slideshow: {
      label: 'Foto-foto pameran',
      roleDescription: 'karusel',
      slideRoleDescription: 'slaid',
      slideLabel: 'Slaid {n} daripada {total}',
      showSlide: 'Tunjukkan slaid {n}',
      pause: 'Jeda tayangan slaid',
      play: 'Mainkan tayangan slaid',
    },
  },
};
