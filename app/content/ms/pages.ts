import { localizedPath } from '~/lib/lang';
import type { Widen } from '~/lib/widen';
import { pagesContent as english } from '../pages';
import { conferenceContent as conference } from './conference';
import { siteContent as site } from './site';

const product = site.shortName;
const year = site.edition.year;
const { pages: en } = english;
const path = (page: keyof typeof en) => localizedPath(en[page].path, 'ms');

const pages: Widen<typeof english.pages> = {
  home: {
    path: path('home'),
    heading: `${site.fullName} ${year}`,
    title: `${site.fullName} ${year} di Langkawi`,
    description: `${site.fullName} (${product}), ${site.edition.datesLabel} di ${site.venue.label}: kapal layar mewah, pelayaran, bengkel dan persidangan.`,
  },
  publicRegistration: {
    path: path('publicRegistration'),
    heading: 'Pendaftaran Pengunjung Awam',
    eyebrow: 'Pendaftaran',
    intro: `Lawatan ke ${product} ${year} di ${site.venue.name} percuma untuk orang awam. Daftar lebih awal supaya butiran pas pengunjung anda dihantar melalui e-mel sebelum anda tiba.`,
    title: 'Pendaftaran Pengunjung Awam',
    description: `Daftar sebagai pengunjung ${product} ${year} di Langkawi dan terima butiran pas pengunjung anda melalui e-mel.`,
  },
  exhibitorRegistration: {
    path: path('exhibitorRegistration'),
    heading: 'Pendaftaran Pempamer',
    eyebrow: 'Pameran',
    intro:
      'Pamerkan bot, peralatan dan perkhidmatan anda kepada pembeli, pemilik kapal dan pelanggan sewa kapal dari seluruh Asia. Pilih reruai 3x3m atau 6x3m, atau minta ruang khas, dan pasukan kami akan mengesahkan tempahan anda melalui e-mel.',
    title: 'Pendaftaran Pempamer',
    description: `Tempah reruai di ${product} ${year}: ruang 3x3m, 6x3m atau saiz khas di tepi marina ${site.venue.name}.`,
  },
  exhibitorList: {
    path: path('exhibitorList'),
    heading: 'Senarai Pempamer',
    eyebrow: 'Pempamer yang menyertai',
    intro: `Pembina bot, broker, marina dan syarikat perkhidmatan marin yang menyertai ${product} ${year} di ${site.venue.label}. Cari mengikut nama atau lihat senarai dari A hingga Z.`,
    title: 'Senarai Pempamer',
    description: `Semua pembina bot, broker, marina dan syarikat perkhidmatan marin yang mempamer di ${product} ${year}, boleh dicari dari A hingga Z.`,
  },
  introduction: {
    path: path('introduction'),
    heading: `Pengenalan ${product} ${year}`,
    eyebrow: 'Tentang',
    intro: `${site.fullName} menghimpunkan pembina bot, broker, marina dan pembeli dari seluruh rantau ini di tepi laut Langkawi selama empat hari, ${site.edition.datesLabel}.`,
    title: `${product} ${year}: Pengenalan`,
    description: `Apa itu ${product}, marina di Langkawi yang menjadi tuan rumahnya, dan sudut inovasi yang mempamerkan teknologi marin terbaharu rantau ini.`,
  },
  strategic: {
    path: path('strategic'),
    heading: 'Perkongsian Strategik & Sorotan Pelancaran',
    eyebrow: 'Sorotan',
    intro: `Perkongsian dan pelancaran yang mencorakkan ${product} ${year}, serta visi menjadikan Langkawi pintu masuk kapal layar ke Asia Tenggara.`,
    title: 'Sorotan dan Perkongsian Strategik',
    description: `Rakan strategik, pelancaran, pemain industri dan visi pihak berkuasa di sebalik ${product} ${year}, serta cara menghubungi pasukan penganjur.`,
  },
  chairmanInsight: {
    path: path('chairmanInsight'),
    heading: 'Pandangan Pengerusi',
    eyebrow: 'Tentang',
    intro: `Sepatah kata daripada pengerusi ${product}: mengapa Langkawi, mengapa sekarang, dan ke mana arah pasaran marin rekreasi rantau ini.`,
    title: 'Pandangan Pengerusi',
    description: `Perutusan pengerusi ${product} dan pandangan beliau tentang pasaran marin rekreasi di Asia Tenggara.`,
  },
  exhibitor: {
    path: path('exhibitor'),
    heading: 'Pempamer',
    eyebrow: 'Maklumat',
    intro: `Kenali sebahagian syarikat yang mempamer di ${product} ${year}, dan lihat apa yang diterima oleh setiap pempamer bersama reruainya.`,
    title: 'Pempamer dan Manfaat Pempamer',
    description: `Kenali pempamer ${product} ${year} dan manfaat yang diterima setiap pempamer: pas tontonan VIP, pas hari dagangan, senarai direktori dan banyak lagi.`,
  },
  conference: {
    path: path('conference'),
    heading: 'Malaysia Yachting Conference @ LIMA 2025',
    eyebrow: 'Acara',
    intro: `Perhimpunan sehari industri kapal layar rantau ini pada ${conference.dateLabel}, ${conference.timeLabel}, di pusat pameran di Langkawi, sempena ${conference.heldAlongside}.`,
    title: 'Persidangan @ LIMA 2025: Atur Cara dan Pendaftaran',
    description:
      'Atur cara dan pendaftaran peserta Malaysia Yachting Conference di Langkawi: ucaptama, sesi pleno, forum panel dan sesi jaringan.',
  },
  ticket: {
    path: path('ticket'),
    heading: `Tiket Masuk ${product} ${year}`,
    eyebrow: 'Acara',
    intro: `Masuk ke ${site.venue.name} percuma. Di sini anda boleh menempah tiket ke Dewan Pameran Utama dan jeti, serta tempat dalam pelayaran kami.`,
    title: `Tiket Masuk dan Pelayaran ${product} ${year}`,
    description: `Harga tiket masuk dan pakej pelayaran ${product} ${year}: masuk percuma ke RLYC, tiket dewan dan jeti dari RM 10, pelayaran senja dari RM200.`,
  },
  dailySchedule: {
    path: path('dailySchedule'),
    heading: `Jadual ${product}`,
    eyebrow: 'Acara',
    intro: `Empat hari pelayaran, pertunjukan di atas air, bengkel belayar dan makan malam gala: atur cara ${site.edition2025.datesLabel}.`,
    title: `Jadual Harian ${product}`,
    description: `Empat hari ${product}: pelayaran, pertunjukan flyboard, e-foiling dan jet ski, bengkel belayar serta makan malam gala.`,
  },
  allBoats: {
    path: path('allBoats'),
    heading: 'Bot & Kapal Layar yang Dipamerkan',
    eyebrow: 'Media',
    intro: `Kapal layar mewah, katamaran, kapal layar dan bot laju yang dipamerkan di marina sepanjang ${product} ${year}.`,
    title: 'Bot dan Kapal Layar',
    description: `Semua bot yang dipamerkan di ${product} ${year}: kapal layar mewah, katamaran, kapal layar dan bot laju, berserta brosur.`,
  },
  galleryAll: {
    path: path('galleryAll'),
    heading: 'Galeri Kami',
    eyebrow: 'Media',
    intro: `Marina, bot-bot dan detik-detik di laut dan di darat sepanjang ${product}. Pilih foto untuk melihatnya dengan lebih besar.`,
    title: 'Galeri Foto',
    description: `Foto-foto ${product}: marina, bot yang dipamerkan dan acara di laut dan di darat.`,
  },
  workshopRegistration: {
    path: path('workshopRegistration'),
    heading: 'Pendaftaran Program Bengkel',
    eyebrow: 'Acara',
    intro:
      'Bengkel belayar secara amali diadakan pada 2–4 petang, hari kedua hingga keempat pameran. Tempat terhad dan prapendaftaran diperlukan.',
    title: 'Program Bengkel Belayar',
    description: `Bengkel belayar ${product}: apa yang diajar, bila dan di mana bengkel diadakan, dan cara membuat prapendaftaran.`,
  },
  visit: {
    path: path('visit'),
    heading: 'Rancang Lawatan Anda',
    eyebrow: 'Maklumat',
    intro: `Cara ke Langkawi dan ke ${site.venue.name}, waktu dibuka, tempat menginap dan peta tapak: semua yang anda perlukan untuk lawatan ke ${product} ${site.edition.year}.`,
    title: 'Rancang Lawatan: Cara ke Sana, Waktu dan Peta Tapak',
    description: `Cara ke ${site.venue.label} melalui udara dan laut, waktu dibuka setiap hari pameran, tempat menginap, kemudahan akses dan peta tapak ${product}.`,
  },
  myShow: {
    path: path('myShow'),
    heading: 'Pameran Saya',
    eyebrow: 'Rancang lawatan anda',
    intro:
      'Acara, sesi persidangan, bot dan pempamer yang anda simpan, mengikut hari. Rancangan anda disimpan pada peranti ini, tanpa perlu membuka akaun. Tambahkan ke kalendar anda, kongsikan atau cetak.',
    title: 'Pameran Saya: Rancangan Anda',
    description: `Rancangan ${product} ${site.edition.year} anda sendiri: acara pameran, sesi persidangan, bot dan pempamer yang disimpan, dengan eksport kalendar, pautan kongsi dan halaman untuk dicetak.`,
  },
  accessibility: {
    path: path('accessibility'),
    heading: 'Pernyataan Kebolehcapaian',
    eyebrow: 'Kebolehcapaian',
    intro: `Kami mahu semua orang dapat merancang lawatan ke ${product}, mendaftar dan membeli tiket. Laman web ini bertujuan memenuhi ${site.accessibilityStandard}.`,
    title: 'Pernyataan Kebolehcapaian',
    description: `Cara laman web ${site.fullName} memenuhi WCAG 2.2 AA, apa yang kami uji, dan cara memaklumkan kami tentang sebarang halangan.`,
  },
};

const errorPage: Widen<typeof english.errorPage> = {
  heading: 'Ralat Aplikasi Tidak Dijangka!',
  notFound: '404 Tidak Dijumpai',
  unknownError: 'Ralat tidak diketahui',
  genericError: 'Ralat',
  backHome: 'Kembali ke laman utama',
  loading: 'Memuatkan…',
};

const notFoundPage: Widen<typeof english.notFoundPage> = {
  path: localizedPath(english.notFoundPage.path, 'ms'),
  heading: errorPage.heading,
  title: 'Halaman tidak dijumpai',
  description: `Halaman yang anda cari bukan sebahagian daripada laman web ${site.fullName}.`,
};

const offlinePage: Widen<typeof english.offlinePage> = {
  path: localizedPath(english.offlinePage.path, 'ms'),
  heading: 'Anda di luar talian',
  intro:
    'Halaman ini belum tersimpan pada peranti anda, dan anda tidak bersambung ke Internet sekarang. Halaman laman web ini yang pernah anda buka semasa dalam talian boleh dibuka semula tanpa sambungan: cuba halaman lain, atau kembali ke halaman ini apabila ada liputan rangkaian.',
  title: 'Luar talian',
  description: `Dipaparkan apabila halaman laman web ${site.fullName} belum tersimpan pada peranti anda dan tiada sambungan Internet.`,
  tryAgain: 'Cuba lagi',
  backHome: 'Ke laman utama',
};

export const pagesContent: Widen<typeof english> = { pages, errorPage, notFoundPage, offlinePage };
