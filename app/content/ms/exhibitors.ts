import type { Widen } from '~/lib/widen';
import { exhibitorsContent as english, type ExhibitorCategory } from '../exhibitors';
import { pagesContent } from './pages';

type EnglishExhibitor = (typeof english.all)[number];

const categories: Record<ExhibitorCategory, string> = {
  'Boat builder': 'Pembina bot',
  'Broker & charter': 'Broker & sewa kapal',
  Marina: 'Marina',
  'Equipment & technology': 'Peralatan & teknologi',
  'Marine services': 'Perkhidmatan marin',
};

const countries: Record<EnglishExhibitor['country'], string> = {
  Australia: 'Australia',
  Croatia: 'Croatia',
  France: 'Perancis',
  'Hong Kong': 'Hong Kong',
  Indonesia: 'Indonesia',
  Italy: 'Itali',
  Japan: 'Jepun',
  Malaysia: 'Malaysia',
  Monaco: 'Monaco',
  Netherlands: 'Belanda',
  'New Zealand': 'New Zealand',
  Philippines: 'Filipina',
  Singapore: 'Singapura',
  Taiwan: 'Taiwan',
  Thailand: 'Thailand',
  'United Kingdom': 'United Kingdom',
  Vietnam: 'Vietnam',
};

/** What each featured exhibitor brings, in Malay; the company names stay as they are. */
const spotlights: Record<
  (typeof english.spotlights)[number]['name'],
  { tagline: string; summary: string; atTheShow: string }
> = {
  'Straits Marine Shipyard': {
    tagline: 'Kapal layar bermotor dan kapal layar mewah, buatan Malaysia',
    summary:
      'Limbungan Malaysia yang membina kapal layar bermotor daripada komposit dan keluli, sepanjang 24 hingga 45 meter, untuk pemilik di seluruh Asia dan negara-negara Teluk.',
    atTheShow: 'Azure Horizon sepanjang 42 m membuat penampilan sulungnya di Langkawi di jeti utama.',
  },
  'Pearl Cove Catamarans': {
    tagline: 'Katamaran laut lepas untuk Laut Andaman',
    summary:
      'Pereka katamaran layar untuk pelayaran tropika: dek berteduh, draf cetek dan susunan panel solar yang besar.',
    atTheShow: 'Dua katamaran dibuka untuk dinaiki, termasuk Andaman Pearl sepanjang 18 m.',
  },
  'AquaVolt Electric Propulsion': {
    tagline: 'Kuasa elektrik yang senyap untuk bot tender dan bot harian',
    summary:
      'Pemacu pod elektrik dan sistem bateri yang boleh dipasang semula pada bot tender dan bot persiaran harian sehingga 12 meter.',
    atTheShow: 'Ujian laut bot tender elektrik dari pontun sudut inovasi, dua kali sehari.',
  },
  'Andaman Sea Charters': {
    tagline: 'Sewa kapal berkrew dari Phuket ke Langkawi',
    summary:
      'Syarikat sewa kapal yang menguruskan armada kapal layar dan katamaran lengkap dengan krew di antara selatan Thailand dan utara Malaysia.',
    atTheShow:
      'Sesi perancangan sewa kapal dan kadar istimewa yang hanya ditawarkan semasa pameran untuk musim akan datang.',
  },
  'Seri Laut Sailing Academy': {
    tagline: 'Belajar belayar di Langkawi',
    summary:
      'Sekolah belayar yang mengendalikan kursus perahu layar kecil dan bot berlunas untuk kanak-kanak dan dewasa, dengan jurulatih yang bertauliah mengikut piawaian antarabangsa.',
    atTheShow: 'Mengendalikan bengkel belayar sebelah petang pada hari kedua hingga keempat.',
  },
  'Langkawi Superyacht Agency': {
    tagline: 'Pelepasan, petak tambatan dan bekalan',
    summary:
      'Ejen tempatan bagi kapal layar mewah yang berkunjung: pelepasan kastam dan imigresen, petak tambatan, bahan api, bekalan dan lawatan darat.',
    atTheShow: 'Klinik permit pelayaran untuk nakhoda yang merancang musim pelayaran di Malaysia.',
  },
};

export const exhibitorsContent: Widen<typeof english> = {
  all: english.all.map((exhibitor) => ({
    ...exhibitor,
    category: categories[exhibitor.category],
    country: countries[exhibitor.country],
  })),
  spotlights: english.spotlights.map((spotlight) => ({ name: spotlight.name, ...spotlights[spotlight.name] })),
  spotlightSection: {
    heading: 'Sorotan pempamer',
    intro: {
      before:
        'Antara pembina bot, syarikat sewa kapal dan pakar yang boleh anda temui di pameran. Barisan penuh pempamer boleh dilihat dalam ',
      label: 'senarai pempamer',
      after: '.',
      path: pagesContent.pages.exhibitorList.path,
    },
    atTheShow: 'Di pameran: ',
  },
  directory: {
    label: 'Direktori pempamer',
    searchLabel: 'Cari pempamer',
    searchPlaceholder: 'Nama syarikat atau kategori',
    lettersLabel: 'Tapis mengikut huruf pertama',
    allLetters: 'Semua',
    count: 'Memaparkan {shown} daripada {total} pempamer',
    noMatch: 'Tiada pempamer yang sepadan dengan carian anda.',
    listLabel: 'Pempamer A–Z',
    tableCaption: 'Pempamer A–Z, {perRow} setiap baris',
  },
};
