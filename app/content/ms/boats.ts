import type { Widen } from '~/lib/widen';
import type { boatLabelsContent as englishLabels, featuredBoatsContent as englishFeatured } from '../boats';
import { boatsContent as english, type BoatType } from '../boats';

const types: Record<BoatType, string> = {
  Superyacht: 'Kapal layar mewah',
  'Motor yacht': 'Kapal layar bermotor',
  'Explorer yacht': 'Kapal layar penjelajah',
  'Sailing yacht': 'Kapal layar',
  'Sailing catamaran': 'Katamaran layar',
  'Power catamaran': 'Katamaran bermotor',
  Speedboat: 'Bot laju',
  'Day cruiser': 'Bot persiaran harian',
};

type Slug = (typeof english.all)[number]['slug'];

// Names, builders and lengths are the English ones; only the type and the photo's description change.
const alts: Record<Slug, string> = {
  'azure-horizon':
    'Sebuah kapal layar mewah tiga dek berwarna putih berlabuh di air biru kehijauan di bawah bukit-bukau hijau',
  'andaman-pearl': 'Sebuah katamaran layar dengan layar putih belayar melepasi pulau-pulau batu kapur',
  'langkawi-spirit': 'Sebuah kapal layar klasik yang condong dengan layar terkembang penuh ketika matahari terbenam',
  'tuan-laut': 'Sebuah kapal layar bermotor yang anggun dengan badan biru tua, bertambat di jeti marina',
  'coral-dash': 'Sebuah bot laju merah dan putih meninggalkan alur ombak di air biru yang tenang',
  'seri-bayu': 'Sebuah katamaran persiaran dengan dek yang luas berlabuh di teluk yang terlindung',
  'gunung-raya':
    'Sebuah kapal layar penjelajah yang lasak dengan bot tender di dek belakang, berhampiran pantai berhutan hujan',
  'kilim-runner': 'Sebuah bot laju sukan yang kompak memecut melepasi hutan paya bakau',
  'tanjung-rhu': 'Sebuah kapal layar jenis sloop meluncur di sepanjang pantai yang dipagari pohon kelapa',
  'pantai-cenang': 'Sebuah katamaran bermotor moden dengan flybridge belayar ketika cahaya senja keemasan',
  'mahsuri-star':
    'Sebuah kapal layar bermotor yang bermandikan cahaya lampu pada waktu senja di sisi laluan pejalan kaki marina',
  'dayang-bunting':
    'Sebuah bot persiaran harian dengan dek berbumbung terapung perlahan di sisi pulau yang dilitupi hutan',
};

const all = english.all.map((boat) => ({
  ...boat,
  type: types[boat.type],
  image: { ...boat.image, alt: alts[boat.slug] },
}));

export const boatsContent: Widen<typeof english> = { all };

export const featuredBoatsContent: Widen<typeof englishFeatured> = { boats: all.filter((boat) => boat.featured) };

export const boatLabelsContent: Widen<typeof englishLabels> = {
  length: 'Panjang',
  guests: 'Tetamu',
  crew: 'Krew',
  preview: 'Pratonton {name}',
  moreInfo: 'Maklumat lanjut',
  moreInfoDetail: 'tentang {name} (dibuka dalam tab baharu)',
  infoComingSoon: 'Maklumat Akan Datang',
};
