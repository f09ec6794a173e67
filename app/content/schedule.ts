import { pages } from './pages';

/**
 * One event of a show day: `time` and `activity` are what the table shows; `key` names it
 * (with the day's date it is the event's id in calendars and in My Show), `start` and `end`
 * are when it runs in Malaysia time (24 h), for the calendar files and links.
 */
export type ScheduleEvent = { key: string; start: string; end: string; time: string; activity: string };
export type ScheduleDay = {
  title: string;
  /** ISO date, for `<time dateTime>`. */
  date: string;
  dateLabel: string;
  events: readonly ScheduleEvent[];
};

const cruises = [
  {
    key: 'morning-cruise',
    start: '09:00',
    end: '11:00',
    time: '9AM–11AM',
    activity: 'Morning cruise (advance booking)',
  },
  { key: 'lunch-cruise', start: '11:00', end: '14:00', time: '11AM–2PM', activity: 'Lunch cruise (advance booking)' },
] as const satisfies readonly ScheduleEvent[];

// The programme gives the water shows a start only; each runs until the next one starts
// (the organisers to confirm the last one's 30 minutes).
const waterShows = [
  { key: 'flyboard-show', start: '15:00', end: '15:30', time: '3PM', activity: 'Flyboard show' },
  { key: 'e-foiling', start: '15:30', end: '16:00', time: '3:30PM', activity: 'E-foiling' },
  { key: 'jet-ski', start: '16:00', end: '16:30', time: '4PM', activity: 'Jet ski' },
] as const satisfies readonly ScheduleEvent[];

const sunsetCruise = {
  key: 'sunset-cruise',
  start: '16:00',
  end: '19:00',
  time: '4PM–7PM',
  activity: 'Sunset cruise (advance booking)',
} as const satisfies ScheduleEvent;
const workshops = {
  key: 'sailing-workshops',
  start: '14:00',
  end: '16:00',
  time: '2PM–4PM',
  activity: 'Sailing workshops (pre-registration)',
} as const satisfies ScheduleEvent;
// A start only in the programme; three hours is the organisers' usual dinner (to confirm).
const galaDinner = {
  key: 'gala-dinner',
  start: '20:00',
  end: '23:00',
  time: '8PM',
  activity: 'Gala dinner',
} as const satisfies ScheduleEvent;

/** The 2025 programme, kept on purpose alongside the 2026 edition. */
export const scheduleDays = [
  {
    title: 'Day 1',
    date: '2025-05-21',
    dateLabel: 'Wednesday, 21 May 2025',
    events: [...cruises, ...waterShows, sunsetCruise],
  },
  {
    title: 'Day 2',
    date: '2025-05-22',
    dateLabel: 'Thursday, 22 May 2025',
    events: [...cruises, workshops, ...waterShows, sunsetCruise],
  },
  {
    title: 'Day 3',
    date: '2025-05-23',
    dateLabel: 'Friday, 23 May 2025',
    events: [...cruises, workshops, ...waterShows, sunsetCruise, galaDinner],
  },
  {
    title: 'Day 4',
    date: '2025-05-24',
    dateLabel: 'Saturday, 24 May 2025',
    events: [...cruises, workshops, ...waterShows, sunsetCruise],
  },
] as const satisfies readonly ScheduleDay[];

export const scheduleNotes = [
  'Cruises sail by advance booking only: reserve your seats with your entrance tickets.',
  'Sailing workshops need pre-registration; places are limited.',
  'Water shows run off the main pier and depend on sea and weather conditions on the day.',
] as const satisfies readonly string[];

/** The words around the day tables on /daily-schedule. */
const scheduleCopy = {
  notesLabel: 'Good to know',
  links: [
    { label: 'Book cruises with your tickets', to: pages.ticket.path },
    { label: 'Pre-register for a workshop', to: pages.workshopRegistration.path },
  ],
  /** Each day table's caption, for screen readers. */
  caption: '{day} programme, {date}',
  columns: { time: 'Time', activity: 'Activity' },
  /** While the show is on: today's table, and each event under way or over. */
  marks: { today: 'Today', onNow: 'On now', over: 'Over' },
} as const;

/** This module's namespace of the English edition (app/content/editions.ts). */
export const scheduleContent = { days: scheduleDays, notes: scheduleNotes, ...scheduleCopy };
