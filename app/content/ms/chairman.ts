import type { Widen } from '~/lib/widen';
import { chairmanContent as english } from '../chairman';
import { siteContent as site } from './site';

export const chairmanContent: Widen<typeof english> = {
  name: english.name,
  role: `Pengerusi, ${site.fullName}`,
  message: {
    heading: 'Perutusan Pengerusi',
    paragraphs: [
      'Selamat datang ke Malaysia International Boat Show.',
      'Sejak awal lagi, kami bertanya satu soalan yang mudah: mengapa bot-bot terbaik di Asia harus dipamerkan di tempat lain, dan bukan di perairan yang menjadi tujuan bot-bot itu dibina? Langkawi telah memberikan jawapannya. Marinanya yang terlindung, pulau-pulaunya dan kedudukannya di laluan pelayaran antara Laut Andaman dengan Selat Melaka menjadikannya pentas semula jadi bagi sebuah pameran yang diadakan di atas air, bukan di tepinya.',
      `${site.shortName} ${site.edition.year} (${site.edition.datesLabel}) dibina berasaskan segala pengajaran yang kami peroleh daripada edisi 2025. Kali ini kami menyediakan lebih banyak petak tambatan di jeti pameran, dewan pameran yang lebih luas, sudut inovasi bagi pengeluar bot yang lebih bersih dan senyap, serta lebih banyak peluang untuk keluarga turun ke laut, daripada pelayaran antara pulau hinggalah bengkel belayar.`,
      'Semua ini tidak mungkin terlaksana tanpa rakan kongsi kami: Lembaga Pembangunan Langkawi (LADA), yang visinya bagi pelancongan marin menjadi panduan kami, marina-marina di pulau ini, serta para pembina bot, broker dan syarikat perkhidmatan yang membawa hasil kerja terbaik mereka ke Langkawi. Kepada anda semua, dan kepada setiap pengunjung yang menyusuri jeti bersama kami, saya mengucapkan terima kasih.',
      'Saya menantikan kedatangan anda ke Langkawi.',
    ],
  },
  insight: {
    heading: 'Tinjauan pasaran',
    intro:
      'Pasaran marin rekreasi di Asia Tenggara masih muda dan berkembang pesat. Angka di bawah ialah anggaran pihak penganjur sendiri, yang dikumpulkan daripada pempamer dan marina bagi tujuan perancangan pameran.',
    figures: [
      { value: '3', label: 'marina yang mantap di Langkawi, dengan ruang untuk berkembang' },
      { value: '99', label: 'pulau di Kepulauan Langkawi, semuanya dalam jarak sehari belayar' },
      { value: '4 hari', label: `merangkumi hari dagangan dan hari umum di ${site.shortName} ${site.edition.year}` },
    ],
    points: [
      {
        title: 'Sewa kapal menerajui pasaran',
        text: 'Kebanyakan mereka yang pertama kali menaiki bot di rantau ini mengenali dunia kapal layar melalui sewa kapal. Katamaran lengkap dengan krew dan pelayaran harian merupakan segmen yang paling pesat berkembang, dan laluan terbaik ke arah pemilikan pada masa hadapan.',
      },
      {
        title: 'Pemilik memilih perairan yang lebih dekat',
        text: 'Semakin ramai pembeli dari Malaysia, Singapura dan Indonesia menyimpan kapal layar mereka di perairan Asia sepanjang tahun, sekali gus meningkatkan permintaan bagi petak tambatan, limbungan baik pulih dan krew mahir.',
      },
      {
        title: 'Bot lebih bersih, perairan terpelihara',
        text: 'Bot tender elektrik, tenaga solar dan pengurusan sisa yang lebih baik kini bukan lagi sekadar sesuatu yang menarik perhatian, tetapi telah menjadi satu kemestian, terutamanya di Geopark Global UNESCO seperti Langkawi.',
      },
    ],
  },
};
