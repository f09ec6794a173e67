import type { Widen } from '~/lib/widen';
import type { navigationContent as english } from '../navigation';
import { pagesContent } from './pages';
import { siteContent as site } from './site';

const { pages } = pagesContent;
const product = site.shortName;

export const navigationContent: Widen<typeof english> = {
  groups: [
    {
      title: 'Acara',
      links: [
        { label: `Jadual ${product}`, to: pages.dailySchedule.path },
        { label: `Tiket Masuk ${product} ${site.edition.year}`, to: pages.ticket.path },
        // The conference's own name, as the organisers publish it.
        { label: 'Malaysia Yachting Conference @ LIMA 2025', to: pages.conference.path },
        { label: 'Pendaftaran Program Bengkel', to: pages.workshopRegistration.path },
      ],
    },
    {
      title: 'Maklumat',
      links: [
        { label: 'Sorotan', to: pages.strategic.path },
        { label: 'Pempamer', to: pages.exhibitor.path },
        { label: 'Rancang Lawatan Anda', to: pages.visit.path },
      ],
    },
    {
      title: 'Tentang',
      links: [
        { label: `${product} ${site.edition.year}`, to: pages.introduction.path },
        { label: 'Pandangan Pengerusi', to: pages.chairmanInsight.path },
      ],
    },
    {
      title: 'Media',
      links: [
        { label: 'Bot/Kapal Layar', to: pages.allBoats.path },
        { label: 'Galeri Kami', to: pages.galleryAll.path },
      ],
    },
  ],
  footer: [
    { label: 'Cara ke sana & peta tapak', to: pages.visit.path },
    { label: 'Pendaftaran pengunjung', to: pages.publicRegistration.path },
    { label: 'Pendaftaran pempamer', to: pages.exhibitorRegistration.path },
    { label: 'Tiket & pelayaran', to: pages.ticket.path },
    { label: 'Jadual harian', to: pages.dailySchedule.path },
    { label: 'Senarai pempamer', to: pages.exhibitorList.path },
    { label: 'Persidangan', to: pages.conference.path },
    { label: 'Galeri', to: pages.galleryAll.path },
  ],
};
