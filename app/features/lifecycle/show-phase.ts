/**
 * Where the show is in its own calendar at an instant: the one decision every page that
 * depends on the date asks. Pure, and in Malaysia time whatever the visitor's clock says:
 * the content's dates and hours are the show's (UTC+8, no daylight saving), turned into
 * instants here, and an instant is the same everywhere.
 */

/** An edition's days and daily hours, as the content gives them (dates `YYYY-MM-DD`, hours `HH:MM`). */
export type ShowCalendar = {
  startDate: string;
  endDate: string;
  dailyHours: { opens: string; closes: string };
  /** The show's UTC offset, `+08:00`. */
  utcOffset: string;
};

/** When a form takes registrations: instants with their offset (`2026-02-07T22:00:00+08:00`). */
export type RegistrationWindow = { opens: string; closes: string };

export type ShowPhase =
  | { kind: 'before' }
  | {
      kind: 'live';
      /** 1 on the first show day. */
      day: number;
      /** The show day's date, `YYYY-MM-DD`. */
      date: string;
      gates: 'open' | 'not-yet-open' | 'closed-for-the-day';
    }
  | { kind: 'ended' };

export type WindowState = 'not-yet-open' | 'open' | 'closed';

const dayMs = 86_400_000;

/** The instant of a date and time on the show's clock. */
export function showInstant(date: string, time: string, utcOffset: string): number {
  return Date.parse(`${date}T${time}:00${utcOffset}`);
}

/** The show's dates, first to last. */
export function showDates({ startDate, endDate }: Pick<ShowCalendar, 'startDate' | 'endDate'>): string[] {
  const dates: string[] = [];
  for (let at = Date.parse(`${startDate}T00:00:00Z`); at <= Date.parse(`${endDate}T00:00:00Z`); at += dayMs) {
    dates.push(new Date(at).toISOString().slice(0, 10));
  }
  return dates;
}

/**
 * Before the first show day starts (midnight, Malaysia time); live from then until the gates
 * close on the last day; ended after that. On a show day the gates are open from the daily
 * opening minute (included) to the closing minute (excluded).
 */
export function showPhase(at: number, calendar: ShowCalendar): ShowPhase {
  const { dailyHours, utcOffset } = calendar;
  const dates = showDates(calendar);
  const last = dates.at(-1)!;
  if (at < showInstant(calendar.startDate, '00:00', utcOffset)) return { kind: 'before' };
  if (at >= showInstant(last, dailyHours.closes, utcOffset)) return { kind: 'ended' };
  const index = dates.findLastIndex((date) => at >= showInstant(date, '00:00', utcOffset));
  const date = dates[index]!;
  const opens = showInstant(date, dailyHours.opens, utcOffset);
  const closes = showInstant(date, dailyHours.closes, utcOffset);
  const gates = at < opens ? 'not-yet-open' : at < closes ? 'open' : 'closed-for-the-day';
  return { kind: 'live', day: index + 1, date, gates };
}

/** Whether a form takes registrations at `at`: from `opens` (included) to `closes` (excluded). */
export function windowState(at: number, window: RegistrationWindow): WindowState {
  if (at < Date.parse(window.opens)) return 'not-yet-open';
  return at < Date.parse(window.closes) ? 'open' : 'closed';
}

/** An instant as the show's wall clock reads it, in a `Date` whose UTC fields are that clock. */
export function onShowClock(at: number, utcOffset: string): Date {
  const [, sign, hours, minutes] = /^([+-])(\d{2}):(\d{2})$/.exec(utcOffset) ?? ['', '+', '00', '00'];
  return new Date(at + (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000);
}

/** The show clock's time of day, `HH:MM`. */
export const timeOfDay = (at: number, utcOffset: string) => onShowClock(at, utcOffset).toISOString().slice(11, 16);

/**
 * The show-clock date of an instant, written with `months` (`7 February 2026`): the day a
 * form last took registrations is the day before its exclusive closing instant's millisecond.
 */
export function showDateLabel(at: number, months: readonly string[], utcOffset: string): string {
  const local = onShowClock(at, utcOffset);
  return `${local.getUTCDate()} ${months[local.getUTCMonth()]} ${local.getUTCFullYear()}`;
}
