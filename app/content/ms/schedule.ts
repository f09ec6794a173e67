import type { Widen } from '~/lib/widen';
import { scheduleContent as english } from '../schedule';
import { pagesContent } from './pages';

const { days } = english;
const { pages } = pagesContent;

const cruises = [
  { time: '9 pagi–11 pagi', activity: 'Pelayaran pagi (tempahan awal)' },
  { time: '11 pagi–2 petang', activity: 'Pelayaran makan tengah hari (tempahan awal)' },
];

const waterShows = [
  { time: '3 petang', activity: 'Pertunjukan flyboard' },
  { time: '3.30 petang', activity: 'E-foiling' },
  { time: '4 petang', activity: 'Pertunjukan jet ski' },
];

const sunsetCruise = { time: '4 petang–7 malam', activity: 'Pelayaran matahari terbenam (tempahan awal)' };
const workshops = { time: '2 petang–4 petang', activity: 'Bengkel belayar (prapendaftaran)' };

export const scheduleContent: Widen<typeof english> = {
  days: [
    {
      title: 'Hari 1',
      date: days[0].date,
      dateLabel: 'Rabu, 21 Mei 2025',
      events: [...cruises, ...waterShows, sunsetCruise],
    },
    {
      title: 'Hari 2',
      date: days[1].date,
      dateLabel: 'Khamis, 22 Mei 2025',
      events: [...cruises, workshops, ...waterShows, sunsetCruise],
    },
    {
      title: 'Hari 3',
      date: days[2].date,
      dateLabel: 'Jumaat, 23 Mei 2025',
      events: [...cruises, workshops, ...waterShows, sunsetCruise, { time: '8 malam', activity: 'Makan malam gala' }],
    },
    {
      title: 'Hari 4',
      date: days[3].date,
      dateLabel: 'Sabtu, 24 Mei 2025',
      events: [...cruises, workshops, ...waterShows, sunsetCruise],
    },
  ],
  notes: [
    'Pelayaran hanya melalui tempahan awal: tempah tempat duduk anda bersama tiket masuk anda.',
    'Bengkel belayar memerlukan prapendaftaran; tempat adalah terhad.',
    'Pertunjukan air diadakan di perairan jeti utama dan bergantung pada keadaan laut serta cuaca pada hari tersebut.',
  ],
  notesLabel: 'Perlu diketahui',
  links: [
    { label: 'Tempah pelayaran bersama tiket anda', to: pages.ticket.path },
    { label: 'Buat prapendaftaran bengkel', to: pages.workshopRegistration.path },
  ],
  caption: 'Atur cara {day}, {date}',
  columns: { time: 'Masa', activity: 'Aktiviti' },
};
