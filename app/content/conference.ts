import { site } from './site';

/** The Malaysia Yachting Conference, held alongside LIMA 2025 (2025 copy, kept on purpose). */
export const conference = {
  name: 'Malaysia Yachting Conference @ LIMA 2025',
  date: '2025-05-23',
  dateLabel: 'Friday, 23 May 2025',
  timeLabel: '8AM–4PM',
  /** Start and end, Malaysia time (24 h). */
  startTime: '08:00',
  endTime: '16:00',
  /** The exhibition it is part of. */
  heldAlongside: 'LIMA 2025',
  venue: 'Mahsuri International Exhibition Centre (MIEC)',
  venueArea: 'Padang Mat Sirat, Langkawi',
  context: 'Held alongside LIMA 2025, the Langkawi International Maritime and Aerospace Exhibition (20–24 May 2025).',
  admissionFeeRm: 350,
  admissionName: 'Delegate admission',
  payment: 'Pay the admission fee by bank transfer; the account details are sent with your registration confirmation.',
  receiptEmail: site.contact.generalEmail,
  receiptNote: 'E-mail your payment receipt, with your full name, so we can confirm your seat.',
  audience: [
    'Yacht owners, captains and charter operators',
    'Boat builders, brokers and marina operators',
    'Investors, insurers and marine-finance specialists',
    'Policy makers and tourism authorities',
  ],
  /** What a paid registration includes and the conditions attached to it. */
  inclusions: [
    'Registration plus payment gives you 1 visitor pass and 1 viewing gallery pass.',
    'Passes are non-transferable.',
    'Payments are non-refundable, except if the organiser cancels the conference.',
  ],
} as const;

/** The headings and labels of the conference details on /conference. */
const detailsCopy = {
  heading: 'Conference details',
  facts: { date: 'Date', time: 'Time', venue: 'Venue', admission: 'Admission' },
  /** Under the fee. */
  admissionNote: 'by bank transfer',
  payment: 'How to pay',
  audience: 'Who should attend',
  inclusions: 'Your registration',
  /** Followed by the receipt address, as a link. */
  sendReceiptTo: 'Send it to',
} as const;

/** This module's namespace of the English edition (app/content/editions.ts). */
export const conferenceContent = { ...conference, details: detailsCopy };
