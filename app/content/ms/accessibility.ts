import type { Widen } from '~/lib/widen';
import { accessibilityContent as english } from '../accessibility';

export const accessibilityContent: Widen<typeof english> = {
  headings: {
    commitments: 'Apa yang kami lakukan',
    testing: 'Cara kami menyemak',
    knownLimitations: 'Batasan yang diketahui',
    contact: 'Maklumkan kami tentang halangan',
  },
  lastReviewed: 'November 2026',
  reviewedLine: 'Pernyataan ini kali terakhir disemak pada {date}.',
  commitments: [
    'Setiap halaman mempunyai pautan langkau ke kandungan utamanya, satu tajuk utama dan susunan tajuk yang logik.',
    'Menu, karusel, tetingkap timbul, paparan foto besar galeri dan setiap borang boleh digunakan dengan papan kekunci sahaja, dengan garis fokus yang jelas kelihatan.',
    'Setiap medan borang mempunyai label yang kelihatan; ralat ditulis di sebelah medan dan diumumkan kepada pembaca skrin.',
    'Imej mempunyai teks alternatif; poster bengkel juga diterangkan sepenuhnya di halamannya.',
    'Teks dan kawalan memenuhi kontras warna tahap AA; tiada maklumat yang disampaikan melalui warna sahaja.',
    'Tayangan slaid boleh dijeda, dan animasi berhenti apabila peranti anda meminta gerakan dikurangkan.',
    'Halaman berfungsi pada telefon selebar 320 px hingga skrin desktop yang besar, dan teks boleh dizum sehingga 200%.',
  ],
  testing: [
    'Semakan automatik axe-core bagi setiap halaman pada lebar desktop dan telefon, serta bagi setiap menu dan tetingkap timbul yang dibuka, pada setiap perubahan.',
    'Semakan menggunakan papan kekunci sahaja bagi menu, karusel, tetingkap timbul, paparan foto besar dan borang dalam pelayar sebenar.',
  ],
  knownLimitations: [
    'Video promosi tidak mempunyai pertuturan atau sari kata; ia memaparkan babak pameran dengan tajuk pada skrin, yang turut dinyatakan dalam teks halaman.',
    'Brosur ialah fail PDF yang dijana daripada senarai bot kami; jika anda memerlukannya dalam format lain, hantarkan e-mel kepada kami.',
  ],
  contact: {
    email: english.contact.email,
    lead: 'Jika ada apa-apa di laman web ini yang tidak berfungsi untuk anda, hantarkan e-mel ke',
    responseTime: 'Kami akan membalas dalam tempoh lima hari bekerja.',
  },
};
