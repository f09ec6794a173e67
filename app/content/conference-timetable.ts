/** A slot of the conference timetable: a time and its sessions, each a topic and a speaker. */
export type ConferenceSession = { topic: string; speaker: string };
/** `start` is Malaysia time (24 h); a slot runs until the next one starts, the last until the day ends. */
export type ConferenceSlot = { start: string; time: string; sessions: readonly ConferenceSession[] };

/** The conference programme, slot by slot. */
export const conferenceTimetable = [
  {
    start: '08:00',
    time: '8:00AM',
    sessions: [{ topic: 'Registration and welcome coffee', speaker: 'Conference secretariat' }],
  },
  {
    start: '09:00',
    time: '9:00AM',
    sessions: [
      {
        topic: 'Keynote: Langkawi, Southeast Asia’s next yachting gateway',
        speaker: 'Representative, Langkawi Development Authority (LADA)',
      },
    ],
  },
  {
    start: '09:45',
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
    start: '11:00',
    time: '11:00AM',
    sessions: [
      {
        topic: 'Plenary 3: Electric propulsion and cleaner harbours',
        speaker: 'Dr. Lim Wei Jie, AquaVolt Electric Propulsion',
      },
    ],
  },
  {
    start: '11:45',
    time: '11:45AM',
    sessions: [
      {
        topic: 'Panel: Building a yachting economy, from shipyards to charter fleets',
        speaker: 'Moderated by Sofia Marchetti, Riviera Straits Yachting, with builders, brokers and marina operators',
      },
    ],
  },
  {
    start: '13:00',
    time: '1:00PM',
    sessions: [{ topic: 'Networking lunch', speaker: 'Hosted at the MIEC waterfront terrace' }],
  },
  {
    start: '14:15',
    time: '2:15PM',
    sessions: [
      {
        topic: 'Plenary 4: Crew, training and the next generation of Malaysian sailors',
        speaker: 'Hafiz Kamarudin, Seri Laut Sailing Academy',
      },
    ],
  },
  {
    start: '15:00',
    time: '3:00PM',
    sessions: [
      {
        topic: 'Networking session and closing remarks',
        speaker: 'Chairman, Malaysia International Boat Show',
      },
    ],
  },
] as const satisfies readonly ConferenceSlot[];

/** This module's namespace of the English edition (app/content/editions.ts). */
export const conferenceTimetableContent = {
  heading: 'Timetable',
  /** `{date}` and `{time}` are the conference's date and hours. */
  intro: '{date}, {time}. Sessions are in English; the programme may change slightly.',
  slots: conferenceTimetable,
} as const;
