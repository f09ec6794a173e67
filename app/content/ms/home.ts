import type { Widen } from '~/lib/widen';
import { homeContent as english } from '../home';
import { pagesContent } from './pages';
import { siteContent as site } from './site';

const { pages } = pagesContent;

export const homeContent: Widen<typeof english> = {
  followUs: { label: 'Ikuti Kami', networks: english.followUs.networks },
  countdown: {
    heading: `Kira detik menuju ${site.shortName} ${site.edition.year}`,
    eyebrow: 'Pintu dibuka',
    lead: `${site.edition.datesLabel} · ${site.venue.label}`,
    expired: `JUMPA ANDA PADA ${site.edition.year}!!`,
    units: { days: 'Hari', hours: 'Jam', minutes: 'Minit', seconds: 'Saat' },
  },
  ended: {
    eyebrow: `${site.shortName} ${site.edition.year} telah berakhir`,
    heading: `Terima kasih kerana hadir ke ${site.shortName} ${site.edition.year}`,
    lead: `Empat hari di perairan ${site.venue.name}, ${site.edition.datesLabel}. Terima kasih kepada setiap pengunjung, pempamer, penceramah dan krew.`,
    highlights: { label: `Sorotan ${site.edition.year}: galeri foto`, to: pages.galleryAll.path },
    next: 'Seterusnya: {show}, {dates}',
    datesTba: 'tarikh akan diumumkan',
  },
  today: {
    heading: `Hari ini di ${site.shortName}`,
    day: 'Hari {day} · {date}',
    open: 'Dibuka sekarang · tutup pada {closes}',
    opensAt: 'Dibuka pada {opens} hari ini',
    closedForTheDay: 'Tutup untuk hari ini · dibuka esok pada {opens}',
    lastDayOver: 'Pintu telah ditutup',
    now: 'Sedang berlangsung',
    next: 'Seterusnya',
    nothingNow: 'Tiada acara dalam program pada waktu ini.',
    programme: 'Program penuh hari ini',
  },
  partners: {
    heading: 'Rakan strategik & penyokong',
    lead: 'Pihak berkuasa, marina dan syarikat yang membawa pameran ini ke Langkawi.',
  },
  video: {
    heading: 'Rasai kemeriahan pameran',
    lead: 'Dua minit di pontun, di dewan pameran dan di atas air.',
    play: `Mainkan video promosi ${site.shortName}`,
    sources: english.video.sources,
  },
  boats: {
    heading: 'Bot & kapal layar pilihan',
    lead: 'Tinjauan awal armada yang menanti anda di pontun pameran.',
    viewAll: { label: 'Lihat Semua', to: pages.allBoats.path },
    status: 'Bot {first}–{last} daripada {total}',
  },
  events: {
    heading: 'Bukan sekadar bot',
    lead: 'Persidangan, bengkel, pelayaran dan pertunjukan di atas air: empat hari yang padat dengan acara.',
  },
  showcase: {
    eyebrow: 'Mempamer atau melawat',
    heading: `Pamerkan jenama anda di ${site.shortName} ${site.edition.year}`,
    lead: 'Ketengahkan bot, perkhidmatan dan jenama anda kepada pemilik, pembeli, pengendali sewa kapal dan industri marin serantau, di tepi air di Langkawi. Pengunjung: dapatkan tiket masuk dan tiket pelayaran anda sebelum pameran bermula.',
    actions: [
      { label: 'Daftar sebagai pempamer', to: pages.exhibitorRegistration.path, primary: true },
      { label: 'Dapatkan tiket anda', to: pages.ticket.path, primary: false },
    ],
  },
  gallery: {
    heading: 'Galeri',
    lead: 'Detik-detik indah di marina, bersama bot-bot dan acara pameran.',
    viewAll: { label: 'Lihat galeri penuh', to: pages.galleryAll.path },
    status: 'Foto {first}–{last} daripada {total}',
    loadFailed: 'Foto-foto ini tidak dapat dimuatkan. Semak sambungan anda dan cuba lagi.',
    retry: 'Cuba lagi',
  },
};
