import type { Widen } from '~/lib/widen';
import { conferenceContent as english } from '../conference';
import { siteContent as site } from './site';

export const conferenceContent: Widen<typeof english> = {
  // The event's proper name, the same in both languages.
  name: english.name,
  date: english.date,
  dateLabel: 'Jumaat, 23 Mei 2025',
  timeLabel: '8 pagi–4 petang',
  startTime: english.startTime,
  endTime: english.endTime,
  heldAlongside: english.heldAlongside,
  venue: 'Pusat Pameran Antarabangsa Mahsuri (MIEC)',
  venueArea: english.venueArea,
  context:
    'Diadakan serentak dengan LIMA 2025, Pameran Maritim dan Aeroangkasa Antarabangsa Langkawi (20–24 Mei 2025).',
  admissionFeeRm: english.admissionFeeRm,
  admissionName: 'Yuran peserta',
  payment: 'Bayar yuran penyertaan melalui pindahan bank; butiran akaun dihantar bersama pengesahan pendaftaran anda.',
  receiptEmail: site.contact.generalEmail,
  receiptNote:
    'Hantar resit pembayaran anda melalui e-mel berserta nama penuh supaya kami dapat mengesahkan tempat anda.',
  audience: [
    'Pemilik kapal layar, kapten dan pengendali sewa kapal',
    'Pembina bot, broker dan pengendali marina',
    'Pelabur, syarikat insurans dan pakar kewangan marin',
    'Penggubal dasar dan pihak berkuasa pelancongan',
  ],
  inclusions: [
    'Pendaftaran berserta pembayaran memberi anda 1 pas pengunjung dan 1 pas galeri tontonan.',
    'Pas tidak boleh dipindah milik.',
    'Bayaran tidak akan dikembalikan, kecuali jika penganjur membatalkan persidangan.',
  ],
  details: {
    heading: 'Butiran persidangan',
    facts: { date: 'Tarikh', time: 'Masa', venue: 'Tempat', admission: 'Yuran' },
    admissionNote: 'melalui pindahan bank',
    payment: 'Cara membayar',
    audience: 'Siapa yang patut hadir',
    inclusions: 'Pendaftaran anda',
    sendReceiptTo: 'Hantarkan ke',
  },
};
