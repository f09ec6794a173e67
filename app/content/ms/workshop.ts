import type { Widen } from '~/lib/widen';
import { workshopContent as english } from '../workshop';
import { pagesContent } from './pages';
import { siteContent as site } from './site';

export const workshopContent: Widen<typeof english> = {
  poster: {
    ...english.poster,
    alt: 'Poster bengkel belayar MYBOS: perahu layar kecil dengan layar putih di atas air biru firus di perairan Langkawi',
  },
  title: 'Program Bengkel Belayar',
  intro:
    'Pelajari asas belayar di perairan Langkawi yang terlindung bersama jurulatih bertauliah dari Seri Laut Sailing Academy. Tidak perlu pengalaman: kami menyediakan bot, jaket keselamatan dan krew yang mesra.',
  details: [
    {
      label: 'Apa',
      value:
        'Bengkel amali belayar dengan perahu layar kecil: memasang tali-temali, mengemudi, membelok haluan dan keselamatan di air',
    },
    {
      label: 'Bila',
      value: '2–4 petang pada hari kedua hingga keempat pameran (22–24 Mei 2025 dalam atur cara yang diterbitkan)',
    },
    { label: 'Di mana', value: `Pontun belayar, ${site.venue.label}` },
    {
      label: 'Siapa',
      value:
        'Peserta berumur 10 tahun ke atas yang boleh berenang sejauh 25 m; peserta bawah 16 tahun mesti ditemani ibu bapa atau penjaga.',
    },
  ],
  howTo: {
    heading: 'Cara membuat prapendaftaran',
    steps: [
      `Hantar e-mel ke ${site.contact.generalEmail} atau hubungi kami melalui WhatsApp (${site.contact.whatsappNumberLabel}) dengan nama dan umur setiap peserta, serta hari pilihan anda.`,
      'Kami akan mengesahkan tempat anda melalui e-mel; tempat terhad dan diberikan mengikut urutan permohonan diterima.',
      'Sila tiba di pontun belayar 15 minit lebih awal dengan pakaian yang boleh basah, serta bawa topi dan pelindung matahari yang mesra terumbu karang.',
    ],
    note: 'Prapendaftaran wajib: tiada borang pendaftaran di halaman ini.',
  },
  actions: {
    email: 'Hantar e-mel untuk prapendaftaran',
    emailSubject: 'Prapendaftaran bengkel belayar',
    whatsapp: 'WhatsApp {number}',
  },
  sessions: { ...english.sessions, heading: 'Hari bengkel' },
  scheduleLink: {
    before: 'Lihat bengkel-bengkel ini dalam ',
    label: 'jadual harian',
    after: '.',
    path: pagesContent.pages.dailySchedule.path,
  },
  contact: {
    email: site.contact.generalEmail,
    whatsappLabel: site.contact.whatsappNumberLabel,
    whatsappUrl: site.contact.whatsappUrl,
  },
};
