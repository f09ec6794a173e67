import type { Widen } from '~/lib/widen';
import type { strategicContent as english } from '../strategic';
import { pagesContent } from './pages';
import { siteContent as site } from './site';

const { pages } = pagesContent;

export const strategicContent: Widen<typeof english> = {
  partnerships: {
    heading: 'Perkongsian strategik',
    intro: `${site.shortName} ${site.edition.year} dibina bersama rakan kongsi yang berkongsi satu matlamat: menjadikan Langkawi pangkalan semula jadi bagi kapal layar di Asia Tenggara.`,
    items: [
      {
        title: 'Lembaga Pembangunan Langkawi (LADA)',
        text: 'Lembaga pembangunan pulau ini menerajui visi pelancongan marin yang didukung oleh pameran ini, dan bekerjasama dengan kami dalam urusan petak tambatan, akses dan program pengunjung.',
      },
      {
        title: 'Royal Langkawi Yacht Club (RLYC)',
        text: 'Lokasi tuan rumah kami membuka lembangan, jeti dan rumah kelabnya kepada pameran, dan para ahlinya menyambut krew yang berkunjung.',
      },
      {
        title: 'Telaga Harbour Marina dan Rebak Marina Langkawi',
        text: 'Dua lagi marina di pulau ini menyediakan petak tambatan untuk kapal layar pelawat serta menjadi titik berlepas pelayaran dan lokasi lawatan limbungan bot.',
      },
      {
        title: 'Malaysia Yachting Conference',
        text: 'Diadakan serentak dengan LIMA 2025, persidangan ini menghimpunkan pembina bot, pengendali marina dan penggubal dasar, dan membentuk atur cara setiap edisi sejak itu.',
      },
    ],
  },
  launches: {
    heading: 'Sorotan pelancaran',
    items: [
      {
        title: 'Pelancaran sulung di Asia bagi kapal layar mewah 42 m',
        text: 'Straits Marine Shipyard memperkenalkan Azure Horizon, kapal layar terbesarnya setakat ini, di jeti utama pada hari pembukaan.',
      },
      {
        title: 'Katamaran laut lepas yang baharu',
        text: 'Pearl Cove Catamarans melancarkan katamaran layar 18 m yang direka khas untuk Laut Andaman.',
      },
      {
        title: 'Ujian laut bot tender elektrik',
        text: 'Pengunjung boleh menaiki bot tender elektrik sepenuhnya dari pontun sudut inovasi setiap pagi.',
      },
    ],
  },
  industry: {
    heading: 'Pemain industri dan pratonton persidangan',
    intro:
      'Pembina bot, broker, syarikat sewa kapal, marina dan pengeluar peralatan dari seluruh Asia, Eropah dan Australia mempamerkan produk mereka bersama-sama. Bagi golongan profesional, Malaysia Yachting Conference menetapkan agenda.',
    preview: [
      'Ucaptama tentang Langkawi sebagai pintu masuk dunia kapal layar Asia Tenggara',
      'Sesi pleno tentang permit pelayaran, pelaburan marina dan pendorongan elektrik',
      'Forum panel industri tentang membina ekonomi kapal layar',
      'Makan tengah hari dan sesi jaringan pada sebelah petang',
    ],
    conferenceLink: { path: pages.conference.path, label: 'Lihat atur cara persidangan' },
    exhibitorListLink: { path: pages.exhibitorList.path, label: 'Lihat senarai pempamer' },
  },
  vision: {
    heading: 'Visi pihak berkuasa',
    quote:
      'Visi kami ialah Langkawi yang menjadi pelabuhan mesra bagi kapal layar dari seluruh dunia, tempat rakyat kami membina kerjaya di laut, dan tempat pembangunan turut memelihara pulau-pulau yang menjadikan kami istimewa.',
    attribution: 'Lembaga Pembangunan Langkawi (LADA)',
    paragraphs: [
      'LADA menerajui visi pelancongan marin pulau ini: lebih banyak petak tambatan dan perkhidmatan yang lebih baik untuk kapal layar pelawat, urusan ketibaan yang lebih mudah bagi para pelayar, latihan untuk krew tempatan serta perlindungan rapi terhadap hutan paya bakau, terumbu karang dan pantai geopark.',
      `${site.shortName} ialah salah satu cara visi itu menjadi kenyataan, dengan membawa industri ke Langkawi setiap tahun dan memperkenalkan pulau ini kepada pembeli dan tetamu dari seluruh dunia.`,
    ],
  },
  contact: {
    heading: 'Hubungi penganjur',
    labels: { organiser: 'Penganjur', email: 'E-mel', whatsapp: 'WhatsApp', address: 'Alamat' },
    intro:
      'Bagi pertanyaan mengenai kerjasama, tajaan, media dan penyertaan pempamer, pasukan kami akan menjawab dalam tempoh dua hari bekerja.',
    organiser: site.organiser,
    email: site.contact.generalEmail,
    whatsappLabel: site.contact.whatsappNumberLabel,
    whatsappUrl: site.contact.whatsappUrl,
    address: `${site.venue.name}, Jalan Dato’ Syed Omar, 07000 Kuah, ${site.venue.island}, Kedah, ${site.venue.country}`,
  },
};
