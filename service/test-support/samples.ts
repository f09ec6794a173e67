import {
  formKit,
  sampleDelegate,
  sampleExhibitor,
  sampleInterest,
  sampleOrder,
  sampleVisitor,
} from '~/features/registration/test-samples';
import { kinds, langs, type Kind } from '../registrations/rules';

const { edition } = formKit('en');
/** The show's day `n` (1 is the first), as a cruise line names it: `2026-02-05`. */
const showDay = (n: number) => {
  const day = new Date(`${edition.site.edition.startDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + n - 1);
  return day.toISOString().slice(0, 10);
};

/** A ticket order as the service takes it: the form's sample with a show day on each booked cruise line. */
export const sampleTicket = {
  ...sampleOrder,
  cruises: sampleOrder.cruises.map((line, index) =>
    // The first cruise on the show's second day, the others on its third.
    Number(line.pax) > 0 ? { ...line, day: showDay(index === 0 ? 2 : 3) } : line,
  ),
};

/** A valid `data` of each kind: the forms' own test samples. */
export const samples: Record<Kind, Record<string, unknown>> = {
  visitor: sampleVisitor,
  exhibitor: sampleExhibitor,
  conference: sampleDelegate,
  ticket: sampleTicket,
  interest: sampleInterest,
};

/** A line of a ticket order that books `pax` seats on one trip (Damai Puteri's third line empty). */
export function cruiseOrder(lines: { cruise: 0 | 1 | 2; pax: number; day: string; tripTime: string }[]) {
  const cruises = edition.cruises.map((_, index) => {
    const line = lines.find((candidate) => candidate.cruise === index);
    return line ? { pax: String(line.pax), tripTime: line.tripTime, day: line.day } : { pax: '0', tripTime: '' };
  });
  return { ...sampleOrder, tickets: sampleOrder.tickets.map(() => '0'), cruises };
}

/** Every kind of registration in every language: what the HTTP tests go through one by one. */
export const everyKindInEveryLang = kinds.flatMap((kind) => langs.map((lang) => ({ kind, lang })));
