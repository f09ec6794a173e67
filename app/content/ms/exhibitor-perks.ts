import type { Widen } from '~/lib/widen';
import { exhibitorPerksContent as english } from '../exhibitor-perks';
import { pagesContent } from './pages';
import { siteContent as site } from './site';

export const exhibitorPerksContent: Widen<typeof english> = {
  benefits: {
    heading: 'Manfaat pempamer',
    intro: 'Setiap pempamer menerima perkara berikut bersama reruai mereka:',
  },
  perks: [
    {
      title: '2 pas galeri tontonan VIP',
      detail:
        'Layan pelanggan anda di galeri tontonan di atas jeti sambil menyaksikan pertunjukan flyboard, e-foiling dan pertunjukan jet ski.',
    },
    {
      title: '2 pas hari dagangan',
      detail: 'Temui pembeli, pengendali sewa kapal dan pengedar pada hari dagangan, sebelum orang ramai tiba.',
    },
    {
      title: 'Penyenaraian dalam direktori',
      detail:
        'Syarikat anda disenaraikan dalam direktori rasmi pameran, yang dicetak dan diedarkan kepada setiap pengunjung di pintu masuk.',
    },
    {
      title: 'Profil di laman web',
      detail: 'Profil dalam senarai pempamer di laman web ini, yang boleh dicari mengikut nama sepanjang tahun.',
    },
    {
      title: '1 petak letak kereta khas',
      detail: 'Petak letak kereta yang dikhaskan di sebelah dewan pameran sepanjang empat hari pameran.',
    },
    {
      title: 'Bengkel',
      detail:
        'Tempat untuk pasukan anda dalam bengkel-bengkel pameran, serta peluang untuk mengendalikan sesi anda sendiri.',
    },
  ],
  callToAction: {
    heading: `Sertai ${site.shortName} ${site.edition.year} sebagai pempamer`,
    text: 'Pilih reruai 3x3m atau 6x3m, atau mohon ruang khas di tepi jeti. Tempat di jeti pameran terhad dan diperuntukkan mengikut urutan pendaftaran.',
    register: { path: pagesContent.pages.exhibitorRegistration.path, label: 'Daftar sebagai pempamer' },
    prospectus: {
      href: english.callToAction.prospectus.href,
      label: 'Muat turun prospektus pempamer (PDF, dalam bahasa Inggeris)',
    },
  },
};
