import type { Widen } from '~/lib/widen';
import { scheduleContent as english } from '../schedule';
import { pagesContent } from './pages';

const { days } = english;
const { pages } = pagesContent;

/** Each English event in Malay: its key and hours stay the English module's. */
type Event = (typeof days)[number]['events'][number];
const words: Record<Event['key'], { time: string; activity: string }> = {
  'morning-cruise': { time: '9–11 pagi', activity: 'Pelayaran pagi (tempahan awal)' },
  'lunch-cruise': { time: '11 pagi–2 petang', activity: 'Pelayaran makan tengah hari (tempahan awal)' },
  'flyboard-show': { time: '3 petang', activity: 'Pertunjukan flyboard' },
  'e-foiling': { time: '3.30 petang', activity: 'E-foiling' },
  'jet-ski': { time: '4 petang', activity: 'Pertunjukan jet ski' },
  'sunset-cruise': { time: '4 petang–7 malam', activity: 'Pelayaran senja (tempahan awal)' },
  'sailing-workshops': { time: '2–4 petang', activity: 'Bengkel belayar (prapendaftaran)' },
  'gala-dinner': { time: '8 malam', activity: 'Makan malam gala' },
};
const inMalay = (events: readonly Event[]) => events.map((event) => ({ ...event, ...words[event.key] }));

export const scheduleContent: Widen<typeof english> = {
  days: [
    {
      title: 'Hari 1',
      date: days[0].date,
      dateLabel: 'Rabu, 21 Mei 2025',
      events: inMalay(days[0].events),
    },
    {
      title: 'Hari 2',
      date: days[1].date,
      dateLabel: 'Khamis, 22 Mei 2025',
      events: inMalay(days[1].events),
    },
    {
      title: 'Hari 3',
      date: days[2].date,
      dateLabel: 'Jumaat, 23 Mei 2025',
      events: inMalay(days[2].events),
    },
    {
      title: 'Hari 4',
      date: days[3].date,
      dateLabel: 'Sabtu, 24 Mei 2025',
      events: inMalay(days[3].events),
    },
  ],
  notes: [
    'Pelayaran perlu ditempah lebih awal: tempah tempat anda bersama tiket masuk.',
    'Bengkel belayar memerlukan prapendaftaran; tempat terhad.',
    'Pertunjukan air diadakan di perairan jeti utama dan bergantung pada keadaan laut serta cuaca pada hari tersebut.',
  ],
  notesLabel: 'Perlu diketahui',
  links: [
    { label: 'Tempah pelayaran bersama tiket anda', to: pages.ticket.path },
    { label: 'Buat prapendaftaran bengkel', to: pages.workshopRegistration.path },
  ],
  caption: 'Atur cara {day}, {date}',
  columns: { time: 'Masa', activity: 'Aktiviti' },
  marks: { today: 'Hari ini', onNow: 'Sedang berlangsung', over: 'Telah tamat' },
};
