import { site } from './site';

/** A slot of the conference timetable (spec §3: time and sessions of topic and speaker). */
export type ConferenceSession = { topic: string; speaker: string };
export type ConferenceSlot = { time: string; sessions: readonly ConferenceSession[] };

/** The Malaysia Yachting Conference, held alongside LIMA 2025 (the spec keeps this 2025 copy). */
export const conference = {
  name: 'Malaysia Yachting Conference @ LIMA 2025',
  date: '2025-05-23',
  dateLabel: 'Friday, 23 May 2025',
  timeLabel: '8AM–4PM',
  venue: 'Mahsuri International Exhibition Centre (MIEC)',
  venueArea: 'Padang Mat Sirat, Langkawi',
  context: 'Held alongside LIMA 2025, the Langkawi International Maritime and Aerospace Exhibition (20–24 May 2025).',
  admissionFeeRm: 350,
  payment: 'Pay the admission fee by bank transfer; the account details are sent with your registration confirmation.',
  receiptEmail: site.contact.generalEmail,
  receiptNote: 'E-mail your payment receipt, with your full name, so we can confirm your seat.',
  audience: [
    'Yacht owners, captains and charter operators',
    'Boat builders, brokers and marina operators',
    'Investors, insurers and marine-finance specialists',
    'Policy makers and tourism authorities',
  ],
  /** What a paid registration includes and the conditions attached to it (spec §9 terms). */
  inclusions: [
    'Registration plus payment gives you 1 visitor pass and 1 viewing gallery pass.',
    'Passes are non-transferable.',
    'Payments are non-refundable, except if the organiser cancels the conference.',
  ],
} as const;

export const conferenceTimetable = [
  {
    time: '8:00AM',
    sessions: [{ topic: 'Registration and welcome coffee', speaker: 'Conference secretariat' }],
  },
  {
    time: '9:00AM',
    sessions: [
      {
        topic: 'Keynote: Langkawi, Southeast Asia’s next yachting gateway',
        speaker: 'Representative, Langkawi Development Authority (LADA)',
      },
    ],
  },
  {
    time: '9:45AM',
    sessions: [
      {
        topic: 'Plenary 1: Cruising permits, customs and the regional superyacht route',
        speaker: 'Capt. Aaron Whitfield, Langkawi Superyacht Agency',
      },
      {
        topic: 'Plenary 2: Marina capacity and investment in the northern Straits',
        speaker: 'Nurul Aina Rashid, Harbourline Berth Management',
      },
    ],
  },
  {
    time: '11:00AM',
    sessions: [
      {
        topic: 'Plenary 3: Electric propulsion and cleaner harbours',
        speaker: 'Dr. Lim Wei Jie, AquaVolt Electric Propulsion',
      },
    ],
  },
  {
    time: '11:45AM',
    sessions: [
      {
        topic: 'Panel: Building a yachting economy, from shipyards to charter fleets',
        speaker: 'Moderated by Sofia Marchetti, Riviera Straits Yachting, with builders, brokers and marina operators',
      },
    ],
  },
  {
    time: '1:00PM',
    sessions: [{ topic: 'Networking lunch', speaker: 'Hosted at the MIEC waterfront terrace' }],
  },
  {
    time: '2:15PM',
    sessions: [
      {
        topic: 'Plenary 4: Crew, training and the next generation of Malaysian sailors',
        speaker: 'Hafiz Kamarudin, Seri Laut Sailing Academy',
      },
    ],
  },
  {
    time: '3:00PM',
    sessions: [
      {
        topic: 'Networking session and closing remarks',
        speaker: 'Chairman, Malaysia International Boat Show',
      },
    ],
  },
] as const satisfies readonly ConferenceSlot[];
