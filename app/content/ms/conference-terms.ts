import { formatRm } from '~/lib/format-rm';
import type { Widen } from '~/lib/widen';
import type { conferenceTermsContent as english } from '../conference-terms';
import { conferenceContent as conference } from './conference';
import { siteContent as site } from './site';

export const conferenceTermsContent: Widen<typeof english> = {
  title: 'Terma dan syarat',
  points: [
    `Yuran penyertaan ialah ${formatRm(conference.admissionFeeRm, 'joined')} bagi setiap peserta, dibayar melalui pindahan bank.`,
    `Selepas membuat bayaran, hantar resit pembayaran anda melalui e-mel ke ${site.contact.generalEmail} bersama nama penuh anda; pendaftaran anda lengkap sebaik sahaja bayaran diterima.`,
    'Pendaftaran berserta pembayaran memberi anda 1 pas pengunjung dan 1 pas galeri tontonan.',
    'Pas tidak boleh dipindah milik.',
    'Bayaran tidak akan dikembalikan, kecuali jika penganjur membatalkan persidangan.',
  ],
};
