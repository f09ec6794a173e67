import type { Widen } from '~/lib/widen';
import { ticketsContent as english } from '../tickets';

const [rlyc, child, adult, concession] = english.categories;

export const ticketsContent: Widen<typeof english> = {
  categories: [
    { ...rlyc, name: 'Masuk ke RLYC', note: 'Masuk percuma ke kawasan Royal Langkawi Yacht Club' },
    { ...child, name: 'Dewan Pameran Utama & Jeti - Kanak-kanak (Bawah 12 tahun)' },
    { ...adult, name: 'Dewan Pameran Utama & Jeti - Dewasa' },
    {
      ...concession,
      name: 'Dewan Pameran Utama & Jeti - Pelajar/Warga Emas',
      note: 'Tunjukkan kad pelajar atau kad warga emas di pintu masuk',
    },
  ],
  discountPercent: english.discountPercent,
  maxPerOrderLine: english.maxPerOrderLine,
  freeLabel: 'Percuma',
  priceTables: {
    heading: 'Harga',
    tickets: { caption: 'Tiket masuk', category: 'Kategori', price: 'Harga setiap tiket' },
    cruises: {
      caption: 'Pakej pelayaran',
      cruise: 'Pelayaran',
      price: 'Harga seorang',
      capacity: 'Kapasiti',
      tripTimes: 'Waktu pelayaran',
      capacityValue: '{capacity} orang',
    },
    discount: {
      lead: 'Pemegang tiket menikmati diskaun {percent}%',
      rest: 'untuk makanan dan minuman, barangan cenderamata dan pakej pelayaran terpilih.',
    },
  },
};
