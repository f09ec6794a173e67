import type { ContentProblem } from './content-problem';
import type { Content } from './read-content.server';

// Every dated thing in the content belongs to an edition of the show: the current one
// (site.yaml `edition`) unless it is marked with another's year (`edition: 2025`). These rules
// tie each to its edition's days, so moving the site to the next edition fails the check,
// naming file and field, until every date is moved or marked. Pure: the content in, the
// problems out (docs/decisions/105-every-date-belongs-to-an-edition.md).

type Site = Content['site'];
type FormKey = keyof Site['edition']['registration'];
type Text = { en: string; ms: string };

/** An edition whose days the content may name. */
export type EditionDays = { year: number; startDate: string; endDate: string };

const dayMs = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / dayMs;
/** `date` moved by `days` days, as an ISO date. */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

/** The current edition, then every other edition the content gives both days of. */
export function editionsWithDays(site: Site): Map<number, EditionDays> {
  const { year, startDate, endDate } = site.edition;
  const editions = new Map<number, EditionDays>([[year, { year, startDate, endDate }]]);
  for (const other of [...site.pastEditions, site.nextEdition]) {
    if (other.startDate && other.endDate && !editions.has(other.year)) {
      editions.set(other.year, { year: other.year, startDate: other.startDate, endDate: other.endDate });
    }
  }
  return editions;
}

const isOn = (date: string, edition: EditionDays) => edition.startDate <= date && date <= edition.endDate;
const span = (edition: EditionDays) => `${edition.startDate} to ${edition.endDate}`;

/**
 * The day of the current edition a schedule day is held on: its own date when it is the
 * current edition's; for a day marked as another edition's, the same day of the current one
 * (that edition's first day on the first show day, and so on). Undefined when there is no
 * such day, which `findDateProblems` reports. Calendar files, Today at MYBOS, the schedule's
 * marks and My Show all read this, so they agree.
 */
export function heldOn(day: { date: string; edition?: number }, site: Site): string | undefined {
  const editions = editionsWithDays(site);
  const current = editions.get(site.edition.year)!;
  if (day.edition === undefined || day.edition === current.year) return isOn(day.date, current) ? day.date : undefined;
  const own = editions.get(day.edition);
  if (!own || !isOn(day.date, own)) return undefined;
  const date = addDays(current.startDate, dayNumber(day.date) - dayNumber(own.startDate));
  return isOn(date, current) ? date : undefined;
}

/** A dated thing of the content: where it is, its date, the edition it is marked with, its date's words. */
type Dated = {
  file: string;
  entry?: string;
  field: string;
  date: string;
  /** The edition it is marked with; undefined for the current one, and always for what cannot be marked. */
  edition?: number;
  markable: boolean;
  labels: [string, Text][];
};

/** Every dated thing outside site.yaml: what "moving to the next edition" must move or mark. */
function datedThings({ copy, collections }: Content): Dated[] {
  return [
    ...collections['schedule-days'].map((day) => ({
      file: `schedule-days/${day.id}.yaml`,
      entry: day.id,
      field: 'date',
      date: day.date,
      edition: day.edition,
      markable: true,
      labels: [['dateLabel', day.dateLabel]] as [string, Text][],
    })),
    {
      file: 'copy/conference.yaml',
      field: 'date',
      date: copy.conference.date,
      edition: copy.conference.edition,
      markable: true,
      labels: [['dateLabel', copy.conference.dateLabel]],
    },
    ...copy.visit.sections.hours.days.map((day, index) => ({
      file: 'copy/visit.yaml',
      field: `sections.hours.days.${index}.date`,
      date: day.date,
      // The opening hours are the current show's only.
      markable: false,
      labels: [[`sections.hours.days.${index}.day`, day.day]] as [string, Text][],
    })),
  ];
}

/** Whether a label names `date`'s day of the month (and its year, when `withYear`). */
function labelNames(label: string, date: string, withYear: boolean) {
  const [year, , day] = date.split('-');
  const hasNumber = (number: string) => new RegExp(`(^|\\D)${number}(\\D|$)`).test(label);
  return hasNumber(String(Number(day))) && (!withYear || hasNumber(year!));
}

/**
 * What a form's deadline is worked out from: the edition's days and hours and the conference's
 * day, the same in the raw content and in a language's edition (the registrations service reads
 * the latter).
 */
export type DeadlineFacts = {
  site: {
    edition: Pick<Site['edition'], 'year' | 'startDate' | 'endDate' | 'dailyHours'>;
    timeZone: Pick<Site['timeZone'], 'utcOffset'>;
  };
  conference: { date: string; startTime: string; edition?: number };
};

const lastShowDayClosing = ({ site }: DeadlineFacts) => ({
  instant: `${site.edition.endDate}T${site.edition.dailyHours.closes}:00${site.timeZone.utcOffset}`,
  what: 'the gates close on the last show day',
  edition: site.edition.year,
});

/**
 * By when each form's window must close: the moment its registration is for. A visitor's
 * registration and a ticket serve until the gates close on the last show day; an exhibitor
 * must be registered before the gates first open (stands are built before); a delegate before
 * the conference starts. No registration is taken after it, even one made in time and sent late.
 */
const formDeadlines: Record<FormKey, (facts: DeadlineFacts) => { instant: string; what: string; edition: number }> = {
  publicVisitor: lastShowDayClosing,
  ticket: lastShowDayClosing,
  exhibitor: ({ site }) => ({
    instant: `${site.edition.startDate}T${site.edition.dailyHours.opens}:00${site.timeZone.utcOffset}`,
    what: 'the gates open on the first show day',
    edition: site.edition.year,
  }),
  conference: ({ site, conference }) => ({
    instant: `${conference.date}T${conference.startTime}:00${site.timeZone.utcOffset}`,
    what: 'the conference starts (copy/conference.yaml date and startTime)',
    edition: conference.edition ?? site.edition.year,
  }),
};

/** A form's deadline: the instant, what happens then (for a message), and its edition's year. */
export const formDeadline = (form: FormKey, facts: DeadlineFacts) => formDeadlines[form](facts);

const factsOf = (content: Content): DeadlineFacts => ({ site: content.site, conference: content.copy.conference });

/**
 * Each form's window with the year of the edition it registers for (the conference's own, when
 * copy/conference.yaml marks it as another edition's): what a closed form's notice names.
 */
export function windowsWithTheirEdition(content: Content) {
  const windows = content.site.edition.registration;
  return Object.fromEntries(
    (Object.keys(windows) as FormKey[]).map((form) => [
      form,
      { ...windows[form], edition: formDeadline(form, factsOf(content)).edition },
    ]),
  ) as { [Form in FormKey]: Site['edition']['registration'][Form] & { edition: number } };
}

/**
 * What is wrong with the content's dates, each naming its file and field: an edition's own
 * facts (year, label, countdown, past and next), each form's window (open before it closes,
 * closed by the time its event starts, not a window left over from the edition before), and
 * every dated thing on its edition's days, or marked as another edition's.
 */
export function findDateProblems(content: Content): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const { site } = content;
  const { edition } = site;
  const editions = editionsWithDays(site);
  const current = editions.get(edition.year)!;
  const siteProblem = (field: string, message: string, lang?: 'en' | 'ms') =>
    problems.push({ file: 'site.yaml', field, lang, message });

  // The edition itself.
  if (edition.endDate < edition.startDate) {
    siteProblem('edition.endDate', `${edition.endDate} is before the start date, ${edition.startDate}`);
  }
  if (edition.startDate.slice(0, 4) !== String(edition.year)) {
    siteProblem('edition.year', `${edition.year} is not the year of the start date, ${edition.startDate}`);
  }
  for (const lang of ['en', 'ms'] as const) {
    const label = edition.datesLabel[lang];
    if (!labelNames(label, edition.startDate, true) || !labelNames(label, edition.endDate, true)) {
      siteProblem(
        'edition.datesLabel',
        `"${label}" does not name the show's days, ${span(current)}: write the new dates`,
        lang,
      );
    }
  }
  if (!site.countdownTarget.startsWith(`${edition.startDate}T`)) {
    siteProblem('countdownTarget', `${site.countdownTarget} is not on the first show day, ${edition.startDate}`);
  }
  if (site.nextEdition.year <= edition.year) {
    siteProblem('nextEdition.year', `${site.nextEdition.year} is not after this edition, ${edition.year}`);
  }
  if (site.nextEdition.startDate && site.nextEdition.startDate <= edition.endDate) {
    siteProblem(
      'nextEdition.startDate',
      `${site.nextEdition.startDate} is not after this edition's last day, ${edition.endDate}`,
    );
  }
  site.pastEditions.forEach((past, index) => {
    if (past.year >= edition.year) {
      siteProblem(`pastEditions.${index}.year`, `${past.year} is not before this edition, ${edition.year}`);
    }
    if ((past.startDate === undefined) !== (past.endDate === undefined)) {
      siteProblem(`pastEditions.${index}.endDate`, 'a past edition has both its first and last day, or neither');
    }
    if (past.startDate && past.startDate.slice(0, 4) !== String(past.year)) {
      siteProblem(`pastEditions.${index}.startDate`, `${past.startDate} is not in ${past.year}`);
    }
    if (past.startDate && past.endDate && past.endDate < past.startDate) {
      siteProblem(`pastEditions.${index}.endDate`, `${past.endDate} is before the start date, ${past.startDate}`);
    }
  });

  // Each form's window.
  for (const [form, window] of Object.entries(edition.registration) as [FormKey, { opens: string; closes: string }][]) {
    const field = `edition.registration.${form}.closes`;
    if (Date.parse(window.closes) <= Date.parse(window.opens)) {
      siteProblem(field, `${window.closes} is not after it opens, ${window.opens}`);
    }
    const deadline = formDeadline(form, factsOf(content));
    if (Date.parse(window.closes) > Date.parse(deadline.instant)) {
      siteProblem(field, `${window.closes} is after ${deadline.what}, ${deadline.instant}: close it by then`);
    }
    // The edition before the form's: a window that closed while it was on is its leftover.
    const before = [...editions.values()]
      .filter((other) => other.year < deadline.edition)
      .sort((a, b) => b.year - a.year)[0];
    if (before && Date.parse(window.closes) <= Date.parse(`${addDays(before.endDate, 1)}T00:00:00${site.timeZone.utcOffset}`)) {
      siteProblem(
        field,
        `${window.closes} is no later than the ${before.year} edition's last day, ${before.endDate}: it is still that edition's window, move it to the ${deadline.edition} edition's`,
      );
    }
  }

  // Every dated thing on its edition's days.
  for (const thing of datedThings(content)) {
    const year = thing.edition ?? edition.year;
    const own = editions.get(year);
    const where = { file: thing.file, entry: thing.entry };
    if (!own) {
      problems.push({
        ...where,
        field: 'edition',
        message: `the ${year} edition has no dates: give its entry in site.yaml pastEditions a startDate and endDate`,
      });
      continue;
    }
    if (!isOn(thing.date, own)) {
      problems.push({
        ...where,
        field: thing.field,
        message:
          year === edition.year
            ? `${thing.date} is not a day of the ${year} edition (${span(own)}): move it to one of its days${thing.markable ? `, or mark it as the edition it belongs to (edition: ${thing.date.slice(0, 4)})` : ''}`
            : `${thing.date} is not a day of the ${year} edition it is marked with (${span(own)})`,
      });
      continue;
    }
    for (const [field, label] of thing.labels) {
      for (const lang of ['en', 'ms'] as const) {
        if (!labelNames(label[lang], thing.date, field.endsWith('dateLabel'))) {
          problems.push({ ...where, field, lang, message: `"${label[lang]}" does not name its date, ${thing.date}` });
        }
      }
    }
  }

  // Each schedule day held on its own day of the current edition.
  const held = new Map<string, string>();
  for (const day of content.collections['schedule-days']) {
    if (day.edition === undefined || day.edition === edition.year) continue;
    const own = editions.get(day.edition);
    if (!own || !isOn(day.date, own)) continue; // reported above
    const date = heldOn(day, site);
    const file = `schedule-days/${day.id}.yaml`;
    if (!date) {
      problems.push({
        file,
        entry: day.id,
        field: 'date',
        message: `is day ${dayNumber(day.date) - dayNumber(own.startDate) + 1} of the ${day.edition} edition, and the ${edition.year} edition (${span(current)}) has no such day to hold it on`,
      });
    } else if (held.has(date)) {
      problems.push({
        file,
        entry: day.id,
        field: 'date',
        message: `would be held on ${date}, as schedule-days/${held.get(date)}.yaml is: one programme a show day`,
      });
    } else held.set(date, day.id);
  }
  for (const day of content.collections['schedule-days']) {
    if ((day.edition === undefined || day.edition === edition.year) && held.has(day.date)) {
      problems.push({
        file: `schedule-days/${day.id}.yaml`,
        entry: day.id,
        field: 'date',
        message: `is also the day schedule-days/${held.get(day.date)}.yaml is held on: one programme a show day`,
      });
    }
  }
  return problems;
}
