import type { Widen } from '~/lib/widen';
import { conferenceTimetableContent as english } from '../conference-timetable';

export const conferenceTimetableContent: Widen<typeof english> = {
  heading: 'Atur cara',
  intro: '{date}, {time}. Sesi disampaikan dalam bahasa Inggeris; atur cara mungkin berubah sedikit.',
  slots: [
    {
      ...english.slots[0],
      time: '8 pagi',
      sessions: [{ topic: 'Pendaftaran dan minum pagi', speaker: 'Sekretariat persidangan' }],
    },
    {
      ...english.slots[1],
      time: '9 pagi',
      sessions: [
        {
          topic: 'Ucaptama: Langkawi, gerbang baharu kapal layar di Asia Tenggara',
          speaker: 'Wakil, Lembaga Pembangunan Langkawi (LADA)',
        },
      ],
    },
    {
      ...english.slots[2],
      time: '9.45 pagi',
      sessions: [
        {
          topic: 'Pleno 1: Permit pelayaran, kastam dan laluan kapal layar mewah serantau',
          speaker: 'Kapt. Aaron Whitfield, Langkawi Superyacht Agency',
        },
        {
          topic: 'Pleno 2: Kapasiti marina dan pelaburan di utara Selat Melaka',
          speaker: 'Nurul Aina Rashid, Harbourline Berth Management',
        },
      ],
    },
    {
      ...english.slots[3],
      time: '11 pagi',
      sessions: [
        {
          topic: 'Pleno 3: Pendorongan elektrik dan pelabuhan yang lebih bersih',
          speaker: 'Dr. Lim Wei Jie, AquaVolt Electric Propulsion',
        },
      ],
    },
    {
      ...english.slots[4],
      time: '11.45 pagi',
      sessions: [
        {
          topic: 'Forum panel: Membina ekonomi kapal layar, dari limbungan kapal hingga armada sewa kapal',
          speaker:
            'Dipengerusikan oleh Sofia Marchetti, Riviera Straits Yachting, bersama pembina bot, broker dan pengendali marina',
        },
      ],
    },
    {
      ...english.slots[5],
      time: '1 tengah hari',
      sessions: [{ topic: 'Makan tengah hari dan sesi jaringan', speaker: 'Di teres tepi laut MIEC' }],
    },
    {
      ...english.slots[6],
      time: '2.15 petang',
      sessions: [
        {
          topic: 'Pleno 4: Krew, latihan dan generasi baharu pelayar Malaysia',
          speaker: 'Hafiz Kamarudin, Seri Laut Sailing Academy',
        },
      ],
    },
    {
      ...english.slots[7],
      time: '3 petang',
      sessions: [
        {
          topic: 'Sesi jaringan dan ucapan penutup',
          speaker: 'Pengerusi, Malaysia International Boat Show',
        },
      ],
    },
  ],
};
