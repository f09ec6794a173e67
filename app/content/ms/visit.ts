import { formatRm } from '~/lib/format-rm';
import type { Widen } from '~/lib/widen';
import { ticketCategories, ticketHolderDiscountPercent } from '../tickets';
import { visitContent as english } from '../visit';
import { malayTimeRange } from './malay-time';
import { pagesContent } from './pages';
import { siteContent as site } from './site';

/**
 * The /ms/visit page in Malay. Coordinates, links and dates are the English module's; items
 * flagged `toConfirm` there are flagged here too (see the English module's header).
 */

const { opens, closes } = site.edition.dailyHours;
const dailyHours = malayTimeRange(opens, closes);

const [, , adult, concession] = ticketCategories;
const [rlyc, telaga, rebak] = english.sections.marinas.facts;
const [, , , help] = english.sections.accessibility.facts;
const [wednesday, thursday, friday, saturday] = english.sections.hours.days;
const { sections: en } = english;

export const visitContent: Widen<typeof english> = {
  venue: english.venue,
  openInMaps: { ...english.openInMaps, label: 'Buka dalam aplikasi peta' },
  calendar: { label: 'Tambah pameran ke kalendar anda' },
  sections: {
    gettingHere: {
      id: en.gettingHere.id,
      heading: 'Perjalanan ke Langkawi',
      intro:
        'Langkawi ialah pulau di luar pantai barat laut Semenanjung Malaysia, berhampiran sempadan Thailand. Anda boleh terbang ke sini atau menaiki feri dari tanah besar atau dari Thailand.',
      groups: [
        {
          heading: 'Melalui udara',
          text: 'Lapangan Terbang Antarabangsa Langkawi (LGK) terletak di Padang Mat Sirat, kira-kira 25 km dari lokasi pameran. Tempoh penerbangan terus:',
          routes: [
            { from: 'Kuala Lumpur', time: 'Kira-kira 1 jam' },
            { from: 'Pulau Pinang', time: 'Kira-kira 40 minit' },
            { from: 'Singapura', time: 'Kira-kira 1 jam 15 minit' },
          ],
        },
        {
          heading: 'Melalui laut',
          text: 'Feri tiba di Jeti Kuah, kira-kira 1.5 km dari lokasi pameran. Tempoh perjalanan feri terus:',
          routes: [
            { from: 'Kuala Perlis', time: 'Kira-kira 1 jam 15 minit' },
            { from: 'Kuala Kedah', time: 'Kira-kira 1 jam 45 minit' },
            {
              from: 'Pulau Pinang',
              time: 'Kira-kira 2 jam 45 minit; perkhidmatan bermusim, semak jadual pengendali feri',
            },
            { from: 'Satun, Thailand', time: 'Kira-kira 1 jam 15 minit; bawa pasport anda' },
          ],
        },
      ],
    },
    venue: {
      id: en.venue.id,
      heading: 'Ke lokasi pameran',
      intro: `Pameran ini berlangsung di ${site.venue.name}, di tepi laut di Kuah, pekan utama Langkawi.`,
      addressLabel: 'Alamat',
      facts: [
        { title: 'Dari Jeti Kuah', text: 'Kira-kira 1.5 km: 5 minit dengan kereta atau 20 minit berjalan kaki.' },
        { title: 'Dari lapangan terbang', text: 'Kira-kira 25 km: 30–35 minit dengan teksi atau kereta.' },
        {
          title: 'Teksi',
          text: 'Di Jeti Kuah dan di lapangan terbang, bayar tambang tetap di kaunter teksi, kemudian naiki teksi yang ditetapkan untuk anda.',
        },
        {
          title: 'E-hailing',
          text: `Grab boleh digunakan di seluruh pulau: tetapkan ${site.venue.name} sebagai lokasi ambil atau turun anda.`,
        },
        {
          title: 'Tempat letak kereta',
          text: 'Tempat letak kereta di kelab terhad. Kami akan mengumumkan tempat letak kereta tambahan berhampiran sebelum pameran; teksi atau Grab ialah cara paling mudah untuk datang.',
          toConfirm: true,
        },
      ],
    },
    marinas: {
      id: en.marinas.id,
      heading: 'Antara marina',
      intro: `Pameran ini berlangsung di ${site.venue.name}. Pelayaran dan lawatan ke limbungan bot turut menggunakan dua marina lain di pulau ini.`,
      facts: [
        {
          title: rlyc.title,
          text: 'Kuah, di pantai tenggara: lokasi utama pameran, dengan dewan pameran dan jeti pameran.',
        },
        {
          title: telaga.title,
          text: 'Pantai Kok, di pantai barat laut: kira-kira 35–40 minit dari Kuah melalui jalan raya.',
        },
        {
          title: rebak.title,
          text: 'Di Pulau Rebak, di luar hujung barat daya pulau: ke sana dengan bot marina itu sendiri dari jetinya di kawasan Pantai Cenang.',
        },
        {
          title: 'Perkhidmatan ulang-alik pameran',
          text: 'Perkhidmatan ulang-alik menghubungkan marina-marina pada hari pameran. Waktu dan tempat menunggu akan diumumkan di sini sebelum pameran.',
          toConfirm: true,
        },
      ],
    },
    hours: {
      id: en.hours.id,
      heading: 'Waktu dibuka',
      intro: `Dibuka setiap hari sepanjang pameran, ${dailyHours}. Semua waktu ialah waktu Malaysia (UTC+8).`,
      table: { caption: `Waktu dibuka, ${site.edition.datesLabel}`, day: 'Hari', hours: 'Waktu' },
      days: [
        { date: wednesday.date, day: 'Rabu, 4 Februari', hours: dailyHours },
        { date: thursday.date, day: 'Khamis, 5 Februari', hours: dailyHours },
        {
          date: friday.date,
          day: 'Jumaat, 6 Februari',
          hours: dailyHours,
          note: 'Solat Jumaat, kira-kira 12.45 tengah hari–2.30 petang: dewan kekal dibuka, tetapi sesetengah reruai ditutup sementara.',
          toConfirm: true,
        },
        { date: saturday.date, day: 'Sabtu, 7 Februari', hours: dailyHours },
      ],
    },
    stay: {
      id: en.stay.id,
      heading: 'Tempat menginap',
      intro: 'Langkawi menawarkan penginapan untuk setiap bajet. Pilih kawasan yang sesuai dengan rancangan anda:',
      facts: [
        {
          title: 'Pekan Kuah',
          text: 'Pameran dan jeti feri dalam jarak berjalan kaki, dengan kedai dan restoran makanan laut berdekatan.',
        },
        {
          title: 'Pantai Cenang dan Pantai Tengah',
          text: 'Pantai paling meriah di pulau ini, dengan banyak resort dan restoran; kira-kira 30 minit ke pameran dengan kereta.',
        },
        {
          title: 'Telaga dan Pantai Kok',
          text: 'Teluk yang lebih tenang di pantai barat laut, berhampiran Telaga Harbour dan kereta kabel; kira-kira 35–40 minit ke pameran dengan kereta.',
        },
      ],
    },
    accessibility: {
      id: en.accessibility.id,
      heading: 'Kebolehcapaian di lokasi pameran',
      intro: 'Kami mahu semua orang dapat menikmati pameran. Inilah yang boleh anda jangkakan di kawasan pameran.',
      facts: [
        {
          title: 'Laluan tanpa tangga',
          text: 'Laluan tanpa tangga disediakan dari pintu masuk ke Dewan Pameran Utama dan ke jeti utama.',
        },
        {
          title: 'Pontun dan air pasang surut',
          text: 'Titian ke pontun menjadi curam ketika air surut. Untuk laluan yang paling mudah, lawati pontun sekitar waktu air pasang: waktu pasang surut bagi hari-hari pameran akan diumumkan di sini sebelum pameran.',
          toConfirm: true,
        },
        { title: 'Kerusi roda', text: 'Anda boleh meminjam kerusi roda di kaunter tiket.' },
        {
          title: 'Bantuan pada hari lawatan',
          text: 'Beritahu kami keperluan anda sebelum lawatan, dan pasukan kami akan bersedia membantu. Hantar e-mel ke',
          link: help.link,
        },
        { title: 'Tandas OKU', text: 'Bersebelahan Dewan Pameran Utama.' },
      ],
    },
    bring: {
      id: en.bring.id,
      heading: 'Apa yang perlu dibawa',
      intro: 'Sebahagian besar pameran berlangsung di luar, di bawah terik matahari dan di tepi air.',
      items: [
        'Topi dan pelindung matahari',
        'Botol air: isi semula di stesen air',
        'Kasut leper bertapak yang tidak meninggalkan kesan, untuk naik ke atas bot',
        'MyKad atau pasport jika anda menyertai pelayaran',
        'Wang tunai dan kad',
        'Jaket nipis untuk pelayaran lewat petang',
        'Power bank untuk telefon anda',
      ],
    },
    faq: {
      id: en.faq.id,
      heading: 'Soalan lazim',
      questions: [
        {
          question: 'Adakah masuk percuma?',
          answer: `Ya, masuk ke kawasan ${site.venue.name} percuma. Tiket ke Dewan Pameran Utama dan jeti berharga ${formatRm(adult.priceRm)} untuk dewasa dan ${formatRm(concession.priceRm)} untuk pelajar dan warga emas; kanak-kanak bawah 12 tahun masuk percuma.`,
          link: { label: 'Harga tiket', href: pagesContent.pages.ticket.path },
        },
        {
          question: 'Bolehkah saya naik ke atas bot?',
          answer:
            'Boleh, bagi kebanyakan bot di jeti: tanya krew di titian. Sesetengah bot hanya boleh dilawati dengan temu janji, dan anda mungkin diminta menanggalkan kasut.',
          toConfirm: true,
        },
        {
          question: 'Adakah kanak-kanak dialu-alukan?',
          answer:
            'Sudah tentu. Kanak-kanak bawah 12 tahun masuk ke dewan dan jeti secara percuma. Sentiasa awasi mereka di jeti dan pontun, kerana air sangat dekat.',
        },
        {
          question: 'Adakah makanan dan minuman disediakan?',
          answer: `Ya, gerai makanan dan minuman dibuka sepanjang pameran, dan pemegang tiket mendapat diskaun ${ticketHolderDiscountPercent}% untuk makanan dan minuman terpilih.`,
        },
        {
          question: 'Adakah surau disediakan?',
          answer: 'Ya, surau disediakan di kawasan pameran dan ditandakan pada peta tapak.',
          toConfirm: true,
        },
        {
          question: 'Bagaimana jika hujan?',
          answer:
            'Februari ialah musim kemarau di Langkawi, tetapi hujan sekejap masih boleh berlaku. Dewan Pameran Utama berbumbung, jadi pameran tetap berjalan; pertunjukan air dan pelayaran mungkin ditangguhkan atau dibatalkan jika ribut atau laut bergelora.',
        },
        {
          question: 'Bolehkah saya membawa anjing saya?',
          answer: 'Maaf, haiwan peliharaan tidak dibenarkan, kecuali anjing bantuan.',
        },
        {
          question: 'Di manakah pertolongan cemas?',
          answer:
            'Pusat pertolongan cemas dibuka sepanjang waktu pameran dan ditandakan pada peta tapak. Dalam kecemasan, hubungi 999 atau minta bantuan mana-mana kakitangan pameran.',
          toConfirm: true,
        },
      ],
    },
  },
  map: {
    heading: 'Peta tapak',
    intro:
      'Kenali kawasan pameran: dewan, jeti dan pontun, tempat menaiki bot pelayaran dan kemudahan yang disediakan.',
    searchLabel: 'Cari pempamer atau bot',
    searchPlaceholder: 'Nama, bot atau nombor reruai',
    noMatch: 'Tiada reruai yang sepadan dengan "{query}".',
    zoomIn: 'Zum masuk',
    zoomOut: 'Zum keluar',
    resetZoom: 'Set semula',
    listHeading: 'Reruai mengikut zon',
    standLabel: 'Reruai {id}',
    berthLabel: 'Petak tambatan {id}',
    showOnMap: 'Lihat di peta',
    backToList: 'Kembali ke senarai pempamer',
    selectedStatus: '{id}: {names}',
    emptyStand: 'Belum ada pempamer',
    keyboardHint:
      'Gunakan kekunci anak panah untuk beralih antara reruai, dan Enter untuk melihat siapa yang ada di situ.',
    zones: {
      entrance: 'Pintu masuk dan kaunter tiket',
      hall: 'Dewan Pameran Utama',
      pier: 'Jeti dan pontun',
      conference: 'Bilik persidangan',
      water: 'Kawasan pertunjukan air (flyboard, e-foiling, jet ski)',
      cruise: 'Tempat menaiki bot pelayaran',
      food: 'Makanan dan minuman',
      firstAid: 'Pertolongan cemas',
      surau: 'Surau',
      toilets: 'Tandas',
      parking: 'Tempat letak kereta',
      shuttle: 'Perhentian ulang-alik dan teksi',
    },
  },
};
