import type { Widen } from '~/lib/widen';
import { galleryContent as english } from '../gallery';

const categoryTitles: Record<(typeof english.categories)[number]['id'], string> = {
  marina: 'Marina',
  boats: 'Bot yang Dipamerkan',
  events: 'Acara & Pengalaman',
};

/** Each photo's alt text, by the photo's id; the images themselves are the English module's. */
const alts: Record<(typeof english.images)[number]['id'], string> = {
  'marina-01': 'Kapal layar berlabuh di sepanjang jeti Royal Langkawi Yacht Club ketika matahari terbit',
  'marina-02': 'Pemandangan udara lembangan marina dengan deretan kapal layar putih',
  'marina-03': 'Laluan pejalan kaki berbarisan pokok palma di tepi marina ketika senja keemasan',
  'marina-04': 'Siluet tiang-tiang kapal layar berlatarkan langit jingga ketika matahari terbenam',
  'marina-05': 'Air biru firus yang tenang di pelabuhan dengan bukit batu kapur di belakangnya',
  'marina-06': 'Pengunjung berjalan di sepanjang pontun terapung di antara kapal layar',
  'marina-07': 'Marina bergemerlapan pada waktu malam dengan pantulan cahaya di permukaan air',
  'marina-08': 'Sebuah bot tender meluncur masuk ke pelabuhan melepasi benteng pemecah ombak',
  'boats-01': 'Sebuah kapal layar mewah dihiasi bendera untuk hari pembukaan',
  'boats-02': 'Dua katamaran layar bersebelahan di jeti pameran',
  'boats-03': 'Dek kayu jati berkilat sebuah kapal layar klasik',
  'boats-04': 'Sebaris bot laju sukan bersedia untuk ujian laut',
  'boats-05': 'Sebuah kapal layar penjelajah dengan bot tendernya diturunkan di sisinya',
  'boats-06': 'Sebuah kapal layar bermotor dengan flybridge berlabuh di pontun pameran ketika senja keemasan',
  'boats-07': 'Sebuah kapal layar meninggalkan marina dengan layar spinaker biru',
  'boats-08': 'Sebuah katamaran bermotor belayar melepasi kawasan pameran ketika senja',
  'events-01': 'Peserta mendengar ucaptama di persidangan kapal layar',
  'events-02': 'Pengunjung meninjau reruai di Dewan Pameran Utama',
  'events-03': 'Seorang penunggang flyboard terapung tinggi di atas air dalam semburan air',
  'events-04': 'Penunggang e-foil meluncur merentasi pelabuhan',
  'events-05': 'Jet ski membuat pertunjukan dalam formasi di hadapan jeti',
  'events-06': 'Pelayar muda memasang tali-temali perahu layar kecil di bengkel belayar',
  'events-07': 'Tetamu di meja panjang berhias lilin semasa makan malam gala',
  'events-08': 'Penumpang di atas dek semasa pelayaran senja',
};

export const galleryContent: Widen<typeof english> = {
  categories: english.categories.map((category) => ({ ...category, title: categoryTitles[category.id] })),
  images: english.images.map((item) => ({ ...item, image: { ...item.image, alt: alts[item.id] } })),
  lightbox: {
    title: '{category}, foto {position} daripada {total}',
    fallbackCategory: 'Galeri',
    previous: 'Foto sebelumnya',
    next: 'Foto seterusnya',
  },
};
