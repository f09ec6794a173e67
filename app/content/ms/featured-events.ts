import type { Widen } from '~/lib/widen';
import { featuredEventsContent as english } from '../featured-events';
import { pagesContent } from './pages';

const { pages } = pagesContent;

type EventId = (typeof english.events)[number]['id'];

const events: Record<EventId, { title: string; when: string; summary: string; alt: string; to: string }> = {
  conference: {
    title: 'Malaysia Yachting Conference',
    when: 'Ucaptama, sesi pleno & forum panel',
    summary:
      'Pemimpin industri membincangkan marina, pelancongan kapal layar mewah dan masa depan industri kapal layar di Asia Tenggara.',
    alt: 'Peserta mendengar seorang penceramah di pentas persidangan kapal layar',
    to: pages.conference.path,
  },
  workshops: {
    title: 'Bengkel belayar',
    when: 'Hari 2–4 · 2–4 petang',
    summary: 'Sesi amali bersama jurulatih di atas air. Prapendaftaran diperlukan.',
    alt: 'Pelayar muda menyiapkan perahu layar kecil bersama seorang jurulatih di pantai',
    to: pages.workshopRegistration.path,
  },
  cruises: {
    title: 'Pelayaran',
    when: 'Pagi, tengah hari & senja',
    summary: 'Belayar dengan Manta Oro, Manta Blu atau Damai Puteri di antara pulau-pulau. Tempah lebih awal.',
    alt: 'Penumpang di dek bot pelayaran yang belayar menuju matahari terbenam',
    to: pages.ticket.path,
  },
  'water-shows': {
    title: 'Pertunjukan di atas air',
    when: 'Setiap hari mulai 3 petang',
    summary: 'Pertunjukan flyboard, e-foiling dan jet ski di hadapan jeti setiap petang.',
    alt: 'Seorang penunggang flyboard terangkat tinggi di atas pelabuhan oleh pancutan air',
    to: pages.dailySchedule.path,
  },
  'gala-dinner': {
    title: 'Makan malam gala',
    when: 'Hari 3 · malam',
    summary: 'Satu malam di tepi marina bersama pempamer, pemilik bot dan tetamu pameran.',
    alt: 'Meja panjang diterangi cahaya lilin, disediakan untuk makan malam gala di tepi marina',
    to: pages.dailySchedule.path,
  },
};

export const featuredEventsContent: Widen<typeof english> = {
  events: english.events.map((event) => {
    const { alt, ...text } = events[event.id];
    return { ...event, ...text, image: { ...event.image, alt } };
  }),
  showcaseImage: {
    ...english.showcaseImage,
    alt: 'Pengunjung berjalan di antara reruai pempamer di dewan pameran utama',
  },
};
