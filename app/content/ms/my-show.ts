import type { Widen } from '~/lib/widen';
import type { myShowContent as english } from '../my-show';
import { pagesContent } from './pages';

const { pages } = pagesContent;

export const myShowContent: Widen<typeof english> = {
  planHeading: 'Rancangan anda',
  summary: '{count} disimpan',
  loading: 'Memuatkan rancangan anda…',
  empty: {
    heading: 'Belum ada yang disimpan',
    text: 'Tekan Simpan pada apa sahaja yang anda mahu lihat: acara dalam jadual harian, sesi persidangan, bot atau pempamer. Ia akan dipaparkan di sini, hari demi hari, dan kekal pada peranti ini.',
    links: [
      { label: 'Jadual harian', to: pages.dailySchedule.path },
      { label: 'Atur cara persidangan', to: `${pages.conference.path}#timetable` },
      { label: 'Bot dan kapal layar', to: pages.allBoats.path },
      { label: 'Senarai pempamer', to: pages.exhibitorList.path },
    ],
  },
  groups: {
    day: '{day} · {date}',
    event: 'Acara pameran',
    session: 'Sesi persidangan',
    boat: 'Bot untuk dilihat',
    exhibitor: 'Pempamer untuk dikunjungi',
  },
  exhibitorDetail: '{category} · {country}',
  remove: 'Buang',
  removed: '{name} dibuang daripada rancangan anda.',
  actions: {
    heading: 'Bawa rancangan anda',
    addAll: 'Tambah semua ke kalendar (.ics)',
    addAllNote: 'Satu fail dengan {count} acara dan sesi bermasa anda, dalam waktu Malaysia.',
    noTimed: 'Simpan acara atau sesi untuk menambah rancangan anda ke kalendar.',
    fileName: 'rancangan-mybos-saya.ics',
    print: 'Cetak rancangan saya',
    shareLabel: 'Pautan kongsi',
    shareNote:
      'Sesiapa yang membuka pautan ini dapat melihat rancangan anda dan menambahkannya ke rancangan mereka. Ia hanya mengandungi apa yang anda simpan, tiada maklumat tentang anda.',
    copy: 'Salin pautan',
    copied: 'Pautan disalin.',
    copyFailed: 'Pilih pautan dan salin.',
  },
  shared: {
    heading: 'Rancangan yang dikongsi dengan anda',
    text: 'Rancangan ini datang melalui pautan. Tambahkannya ke rancangan anda pada peranti ini, atau lihat sahaja.',
    add: 'Tambah ke Pameran Saya',
    added: '{count} ditambah ke rancangan anda.',
    mine: 'Lihat rancangan saya',
  },
};
