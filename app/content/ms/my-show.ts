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
    text: 'Tekan Simpan pada apa sahaja yang anda mahu lihat: acara dalam jadual harian, sesi persidangan, bot atau pempamer. Semuanya dipaparkan di sini mengikut hari dan disimpan pada peranti ini.',
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
    boat: 'Bot yang ingin dilihat',
    exhibitor: 'Pempamer yang ingin dikunjungi',
  },
  exhibitorDetail: '{category} · {country}',
  ended: 'Telah berakhir',
  remove: 'Buang',
  removed: '{name} dibuang daripada rancangan anda.',
  actions: {
    heading: 'Simpan dan kongsi rancangan anda',
    addAll: 'Tambah semua ke kalendar (.ics)',
    addAllNote: 'Satu fail yang mengandungi {count} acara dan sesi berjadual anda, mengikut waktu Malaysia.',
    noTimed: 'Simpan acara atau sesi untuk menambah rancangan anda ke kalendar.',
    fileName: 'rancangan-mybos-saya.ics',
    print: 'Cetak rancangan saya',
    shareLabel: 'Pautan kongsi',
    shareNote:
      'Sesiapa yang membuka pautan ini dapat melihat rancangan anda dan menambahkannya ke rancangan mereka. Pautan ini hanya mengandungi item yang anda simpan, bukan maklumat peribadi anda.',
    copy: 'Salin pautan',
    copied: 'Pautan disalin.',
    copyFailed: 'Pilih pautan itu dan salin sendiri.',
  },
  shared: {
    heading: 'Rancangan yang dikongsi dengan anda',
    text: 'Rancangan ini dikongsi dengan anda melalui pautan. Anda boleh menambahkannya ke rancangan anda pada peranti ini, atau sekadar melihatnya.',
    add: 'Tambah ke Pameran Saya',
    added: '{count} ditambah ke rancangan anda.',
    mine: 'Lihat rancangan saya',
  },
};
