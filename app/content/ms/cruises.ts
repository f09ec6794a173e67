import type { Widen } from '~/lib/widen';
import { cruisesContent as english } from '../cruises';

/**
 * The text of each cruise, by its name (a proper name, the same in both languages). The trip
 * times the form sends stay the English ones, which the office reads; only their labels change.
 */
const malay: Record<(typeof english)[number]['name'], { description: string; tripTimeLabels: readonly string[] }> = {
  'Manta Oro': {
    description:
      'Katamaran utama kami: pelayaran tiga jam dengan hidangan makan tengah hari atau kanape ketika matahari terbenam di atas kapal.',
    tripTimeLabels: ['11 pagi–2 petang', '4 petang–7 malam'],
  },
  'Manta Blu': {
    description:
      'Kapal kembar Manta Oro yang lebih eksklusif, dengan laluan dan waktu yang sama untuk kumpulan yang lebih kecil.',
    tripTimeLabels: ['11 pagi–2 petang', '4 petang–7 malam'],
  },
  'Damai Puteri': {
    description: 'Pelayaran dua jam dari pulau ke pulau di Kepulauan Langkawi.',
    tripTimeLabels: ['9–11 pagi', '1 tengah hari–3 petang', '5 petang–7 malam'],
  },
};

export const cruisesContent: Widen<typeof english> = english.map((cruise) => ({ ...cruise, ...malay[cruise.name] }));
