import { formatRm } from '~/lib/format-rm';
import type { Widen } from '~/lib/widen';
import { formsContent as english } from '../forms';
import { conferenceContent as conference } from './conference';
import { ticketsContent as tickets } from './tickets';

/** The registration forms in Malay. Option values stay English: they are what the office receives. */
export const formsContent: Widen<typeof english> = {
  messages: {
    required: 'Ruangan ini wajib diisi',
    agreement: 'Anda mesti bersetuju dengan terma dan syarat.',
    invalidEmail: 'Sila masukkan alamat e-mel yang sah',
    firstNameRequired: 'Nama pertama wajib diisi',
    lastNameRequired: 'Nama akhir wajib diisi',
    emailRequired: 'E-mel wajib diisi',
    phoneInvalid: 'Nombor telefon yang sah diperlukan',
    emptyOrder: 'Sila pilih sekurang-kurangnya satu tiket atau pakej pelayaran',
    tripTime: 'Sila pilih waktu pelayaran untuk {cruise}',
    countOutOfRange: 'Pilih 0 hingga {max}',
    tooLong: 'Sila pendekkan teks ini kepada kurang daripada {max} aksara',
  },
  failureMessages: {
    registration: 'Pendaftaran anda tidak dapat dihantar. Sila cuba lagi.',
    conference: 'Pendaftaran tidak dapat dihantar. Sila cuba lagi.',
    ticket: 'Tempahan anda tidak dapat dihantar. Sila cuba lagi.',
  },
  maxLengths: english.maxLengths,
  titles: [
    { value: 'Mr.', label: 'Encik' },
    { value: 'Mrs.', label: 'Puan' },
    { value: 'Ms.', label: 'Cik' },
  ],
  fieldLabels: {
    title: 'Gelaran',
    firstName: 'Nama pertama',
    lastName: 'Nama akhir',
    email: 'E-mel',
    phoneNumber: 'Nombor telefon',
    company: 'Syarikat',
    designation: 'Jawatan',
    nationality: 'Kewarganegaraan',
    companyName: 'Nama syarikat',
    contactPerson: 'Pegawai untuk dihubungi',
    boothSize: 'Saiz reruai',
    productCategory: 'Kategori produk',
    additionalRequests: 'Permintaan tambahan (pilihan)',
    businessPhone: 'Telefon pejabat',
    mobilePhone: 'Telefon bimbit',
    website: 'Laman web',
    country: 'Negara',
    countryCode: 'Kod negara',
    localNumber: 'Nombor telefon bimbit',
  },
  placeholders: {
    title: 'Pilih gelaran',
    nationality: 'Pilih kewarganegaraan anda',
    country: 'Pilih negara anda',
    boothSize: 'Pilih saiz reruai',
    tripTime: 'Pilih waktu pelayaran',
    phone: '+60 12-345 6789',
  },
  hints: {
    freeText: `Sehingga ${english.maxLengths.freeText.toLocaleString('ms-MY')} aksara.`,
    digitsOnly: 'Angka sahaja',
  },
  boothSizes: [
    { value: '3x3m', label: '3x3m' },
    { value: '6x3m', label: '6x3m' },
    { value: 'Custom', label: 'Saiz khas' },
  ],
  copy: {
    sending: 'Sedang dihantar…',
    restore: 'Pulihkan butiran saya',
    queued: {
      saved:
        'Pendaftaran anda disimpan pada peranti ini dan akan dihantar secara automatik apabila anda kembali dalam talian. Anda boleh meninggalkan halaman ini.',
      cancel: 'Batalkan pendaftaran ini',
      cancelled: 'Dibatalkan: pendaftaran ini tidak akan dihantar.',
      sentLater: 'Pendaftaran anda kini telah dihantar.',
    },
    closed: {
      heading: 'Pendaftaran telah ditutup',
      closedOn:
        'Pendaftaran untuk {show} telah ditutup pada {date}. Tiada apa-apa yang anda taip di sini telah dihantar.',
      opensOn: 'Pendaftaran untuk {show} dibuka pada {date}.',
      next: 'Pameran seterusnya ialah {show}: {dates}.',
      datesTba: 'tarikh akan diumumkan',
      nextLink: 'Mengenai pameran seterusnya',
    },
    publicVisitor: {
      label: 'Pendaftaran pengunjung awam',
      heading: 'Butiran anda',
      intro: 'Semua ruangan wajib diisi.',
      submit: 'Daftar',
      sent: 'Terima kasih kerana mendaftar. Pendaftaran anda telah dihantar; kami menantikan kehadiran anda di pameran.',
    },
    exhibitor: {
      label: 'Pendaftaran pempamer',
      heading: 'Tempah reruai anda',
      intro: 'Semua ruangan wajib diisi kecuali permintaan tambahan.',
      submit: 'Hantar pendaftaran',
      successTitle: 'Pendaftaran diterima',
      successBody:
        'Terima kasih kerana mendaftar sebagai pempamer. Pengesahan telah dihantar ke alamat e-mel anda, dan pasukan kami akan menghubungi anda untuk mengesahkan reruai anda.',
    },
    conference: {
      label: 'Pendaftaran persidangan',
      heading: 'Pendaftaran peserta',
      intro: `Yuran penyertaan ialah ${formatRm(conference.admissionFeeRm, 'joined')} bagi setiap peserta, dibayar melalui pindahan bank. Semua ruangan wajib diisi.`,
      submit: 'Daftar',
      termsButton: 'Baca terma dan syarat',
      agreementLabel: 'Saya bersetuju dengan terma dan syarat.',
      successTitle: 'Pendaftaran diterima',
      successBody:
        'Terima kasih kerana mendaftar untuk persidangan. Untuk melengkapkan pendaftaran, sila pindahkan yuran penyertaan dan hantar resit pembayaran anda melalui e-mel; e-mel pengesahan sedang dihantar kepada anda.',
    },
    ticket: {
      label: 'Tempahan tiket dan pelayaran',
      heading: 'Tempah tiket dan pelayaran',
      intro:
        'Anda boleh memilih sehingga 10 tiket bagi setiap kategori dan sehingga 10 tempat bagi setiap pelayaran. Tempahan anda akan disahkan melalui e-mel.',
      submit: 'Buat tempahan',
      successTitle: 'Tempahan diterima',
      successBody:
        'Terima kasih atas tempahan anda. Pengesahan tiket dan pelayaran anda sedang dihantar ke alamat e-mel anda.',
      summaryHeading: 'Ringkasan tempahan',
      emptySummary: 'Belum ada tiket atau pelayaran dipilih.',
      totalLabel: 'Jumlah',
      yourDetails: 'Butiran anda',
      ticketsLegend: 'Tiket masuk',
      cruisesLegend: 'Pakej pelayaran',
      eachPrice: '{price} seorang',
      cruiseFacts: '{price} seorang · {capacity} tempat setiap pelayaran',
      discountNote:
        'Pemegang tiket mendapat diskaun {percent}% untuk makanan dan minuman, barangan cenderamata dan pakej pelayaran terpilih.',
      cruisePaxLabel: 'Bilangan penumpang {cruise}',
      cruiseTripLabel: 'Waktu pelayaran {cruise}',
      noTickets: 'Tiada tiket dipilih',
      noCruises: 'Tiada pelayaran dipilih',
    },
  },
  freeLabel: tickets.freeLabel,
};
