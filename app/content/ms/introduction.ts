import type { Widen } from '~/lib/widen';
import type { introductionContent as english } from '../introduction';
import { siteContent as site } from './site';

export const introductionContent: Widen<typeof english> = {
  about: {
    heading: `Mengenai ${site.shortName} ${site.edition.year}`,
    paragraphs: [
      `${site.shortName} ialah pameran bot antarabangsa Malaysia yang diadakan di atas air. Setiap edisi menjadikan ${site.venue.name} sebuah perkampungan pameran: kapal layar dan katamaran yang boleh dinaiki di jeti, dewan pameran peralatan dan perkhidmatan, pelayaran antara pulau-pulau, pertunjukan di atas air serta persidangan untuk industri.`,
      `Langkawi terletak di pertemuan Laut Andaman dan Selat Melaka, sebuah gugusan 99 pulau bebas cukai dengan tempat berlabuh yang terlindung, tiga marina yang mantap dan penerbangan terus dari Kuala Lumpur, Singapura dan lebih jauh lagi. Di sinilah pelayar dari Thailand, Indonesia dan Lautan Hindi mendarat, dan di sinilah Malaysia membina masa depan industri kapal layarnya.`,
      `Pameran ini untuk semua pencinta laut: pemilik dan pembeli yang mencari bot seterusnya, pelanggan sewa kapal yang merancang percutian, keluarga yang mengenali dunia air buat kali pertama, serta golongan profesional yang menjalankan perniagaan dalam salah satu pasaran marin rekreasi yang paling pesat berkembang di Asia.`,
    ],
  },
  facts: [
    { label: 'Tarikh', value: site.edition.datesLabel },
    { label: 'Lokasi', value: site.venue.label },
    { label: 'Dipamerkan', value: 'Kapal layar mewah, kapal layar, katamaran dan bot laju' },
    { label: 'Di atas air', value: 'Pelayaran, pertunjukan flyboard, e-foiling dan pertunjukan jet ski' },
  ],
  marinasHeading: 'Profil marina',
  marinasIntro:
    'Tiga marina di Langkawi menyambut armada yang datang untuk pameran. Bilangan petak tambatan ialah anggaran; sila hubungi setiap marina untuk membuat tempahan.',
  innovation: {
    heading: 'Sudut inovasi',
    intro:
      'Pontun dan pavilion khas di sebelah dewan pameran, tempat syarikat baharu dan pengeluar mapan memperkenalkan masa depan dunia perkapalan rekreasi di kawasan tropika.',
    items: [
      {
        title: 'Pendorongan elektrik dan hibrid',
        text: 'Bot tender elektrik yang senyap dan bot harian hibrid, dengan ujian laut dari pontun setiap pagi.',
      },
      {
        title: 'Tenaga solar dan storan tenaga',
        text: 'Panel solar fleksibel dan sistem litium yang membolehkan kapal layar berlabuh berhari-hari tanpa penjana.',
      },
      {
        title: 'Navigasi pintar',
        text: 'Plotter carta bersambung, pemantauan jarak jauh dan sistem pengelakan perlanggaran yang direka untuk perairan tropika yang sibuk.',
      },
      {
        title: 'Pelabuhan yang lebih bersih',
        text: 'Cat antikotoran tanpa biosid, penapisan air lambung kapal dan sistem sisa marina yang melindungi hutan paya bakau dan terumbu karang Langkawi.',
      },
    ],
  },
};
