import type { Widen } from '~/lib/widen';
import { shellContent as english } from '../shell';
import { malayClock } from './malay-time';
import { siteContent as site } from './site';

const { opens, closes } = site.edition.dailyHours;

export const shellContent: Widen<typeof english> = {
  skipLink: 'Langkau ke kandungan utama',
  shareImageAlt: `${site.fullName} ${site.edition.year} di ${site.venue.name}`,
  loading: 'Memuatkan…',
  showDescription: `${site.fullName} di ${site.venue.label}: pameran bot dan kapal layar, pelayaran, bengkel dan persidangan kapal layar.`,
  newTab: '(dibuka dalam tab baharu)',
  header: {
    whatsapp: 'Sembang di WhatsApp',
    home: `Laman utama ${site.shortName}`,
    logo: `Logo ${site.shortName}`,
    mainNav: 'Utama',
    menu: 'Menu',
  },
  // Named in English, the language it leads to, so an English reader recognises it.
  languageSwitch: { label: 'English', lang: 'en' },
  footer: {
    contact: 'Hubungi kami',
    followUs: 'Ikuti kami',
    pages: 'Rancang lawatan anda',
    rights: 'Hak cipta terpelihara.',
    accessibility: 'Pernyataan kebolehcapaian',
  },
  dialog: { close: 'Tutup' },
  months: [
    'Januari',
    'Februari',
    'Mac',
    'April',
    'Mei',
    'Jun',
    'Julai',
    'Ogos',
    'September',
    'Oktober',
    'November',
    'Disember',
  ],
  pager: { previous: 'Sebelumnya', next: 'Seterusnya' },
  map: {
    place: { stand: 'Reruai {id}', berth: 'Petak tambatan {id}' },
    showOnMap: 'Lihat di peta',
    whose: '({name})',
  },
  calendar: {
    add: 'Tambah ke kalendar',
    whose: '({name})',
    download: 'Muat turun (.ics)',
    google: 'Google Calendar',
    outlook: 'Outlook.com',
    calendarName: english.calendar.calendarName,
    showTitle: `${site.fullName} ${site.edition.year}`,
    showDescription: `${site.fullName}, ${site.edition.datesLabel}. Pintu dibuka {opens}–{closes} setiap hari (waktu Malaysia).`,
    // As the /ms/visit page writes them: 10 pagi–10 malam.
    hours: { opens: malayClock(opens), closes: malayClock(closes) },
    eventTitle: '{activity} · {show}',
    eventDescription: '{day}, {date}, {time} (waktu Malaysia).',
    sessionTitle: '{topic} · {conference}',
    sessionDescription: '{speaker}. {date}, {time} (waktu Malaysia).',
    paths: english.calendar.paths,
  },
  update: { available: 'Versi baharu laman web ini tersedia', reload: 'Muat semula' },
  outbox: {
    waiting:
      'Pendaftaran yang menunggu untuk dihantar: {count}. Pendaftaran ini dihantar secara automatik apabila anda kembali dalam talian.',
    sent: 'Pendaftaran anda yang menunggu telah dihantar.',
    failed: 'Satu pendaftaran yang menunggu tidak dapat dihantar. Sila hubungi kami di {email}.',
    dismiss: 'Tutup',
  },
  myShow: {
    link: 'Pameran Saya',
    countLabel: 'disimpan',
    save: 'Simpan',
  },
};
