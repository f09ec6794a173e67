import type { Widen } from '~/lib/widen';
import { marinasContent as english } from '../marinas';

type MarinaName = (typeof english)[number]['name'];

/** Each marina's words in Malay; its name, photo and berth figures are the English module's. */
const malay: Record<MarinaName, { location: string; alt: string; summary: string; roleAtShow: string }> = {
  'Royal Langkawi Yacht Club (RLYC)': {
    location: 'Kuah, di pantai tenggara pulau',
    alt: 'Kapal layar bertambat di pontun Royal Langkawi Yacht Club dengan pekan Kuah di belakangnya',
    summary:
      'Marina tuan rumah MYBOS, hanya beberapa minit berjalan kaki dari pekan Kuah dan Jeti Kuah. Lembangan kelab yang terlindung, rumah kelab dan lamannya menjadi perkampungan pameran, manakala jeti utama dikhaskan untuk bot-bot yang dipamerkan.',
    roleAtShow: 'Lokasi tuan rumah dan jeti pameran',
  },
  'Telaga Harbour Marina': {
    location: 'Pantai Kok, di pantai barat laut pulau',
    alt: 'Telaga Harbour Marina dengan kapal layar bertambat di kaki bukit berhutan',
    summary:
      'Pelabuhan bergaya Mediterranean di kaki Banjaran Machinchang, berhampiran kereta kabel dan pantai-pantai di sebelah barat. Semasa pameran, marina ini menyambut kapal layar pelawat dan pelayaran yang menyusuri pantai barat pulau.',
    roleAtShow: 'Kapal layar pelawat dan pelayaran pantai barat',
  },
  'Rebak Marina Langkawi': {
    location: 'Pulau Rebak, di luar hujung barat daya pulau',
    alt: 'Lembangan Rebak Marina yang terlindung dengan kapal layar dan limbungan bot di tepi pantai',
    summary:
      'Marina pulau yang terlindung sepenuhnya, lengkap dengan limbungan bot dan kawasan letak bot di darat, dipercayai oleh para pelayar yang merentasi Laut Andaman. Tetamu pameran boleh melawat limbungan untuk demonstrasi baik pulih dan penyelenggaraan.',
    roleAtShow: 'Lawatan limbungan bot dan petak tambatan jangka panjang',
  },
};

export const marinasContent: Widen<typeof english> = english.map((marina) => {
  const words = malay[marina.name];
  const [berths, largest] = marina.figures;
  return {
    ...marina,
    location: words.location,
    image: { ...marina.image, alt: words.alt },
    summary: words.summary,
    figures: [
      { label: 'Petak tambatan', value: berths.value },
      { label: 'Petak tambatan terbesar', value: largest.value },
      { label: 'Peranan semasa pameran', value: words.roleAtShow },
    ],
  };
});
