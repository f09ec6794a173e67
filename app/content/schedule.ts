import { pages } from './pages';

/** One day of the show's programme (title, date, events of time and activity). */
export type ScheduleEvent = { time: string; activity: string };
export type ScheduleDay = {
  title: string;
  /** ISO date, for `<time dateTime>`. */
  date: string;
  dateLabel: string;
  events: readonly ScheduleEvent[];
};

const cruises = [
  { time: '9AM–11AM', activity: 'Morning cruise (advance booking)' },
  { time: '11AM–2PM', activity: 'Lunch cruise (advance booking)' },
] as const satisfies readonly ScheduleEvent[];

const waterShows = [
  { time: '3PM', activity: 'Flyboard show' },
  { time: '3:30PM', activity: 'E-foiling' },
  { time: '4PM', activity: 'Jet ski' },
] as const satisfies readonly ScheduleEvent[];

const sunsetCruise = { time: '4PM–7PM', activity: 'Sunset cruise (advance booking)' } as const satisfies ScheduleEvent;
const workshops = {
  time: '2PM–4PM',
  activity: 'Sailing workshops (pre-registration)',
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
    events: [...cruises, workshops, ...waterShows, sunsetCruise, { time: '8PM', activity: 'Gala dinner' }],
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
} as const;

/** This module's namespace of the English edition (app/content/editions.ts). */
export const scheduleContent = { days: scheduleDays, notes: scheduleNotes, ...scheduleCopy };
