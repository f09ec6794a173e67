import {
  formKit,
  sampleDelegate,
  sampleExhibitor,
  sampleInterest,
  sampleOrder,
  sampleVisitor,
} from '~/features/registration/test-samples';
import { tripId } from '~/routes/ticket/form/trip-id';
import { kinds, langs, type Kind } from '../registrations/rules';
import { showDay, type CruiseIndex } from './cruises';

const { edition } = formKit('en');

/** A ticket order as the service takes it: the form's sample with a show day on each booked cruise line. */
export const sampleTicket = {
  ...sampleOrder,
  cruises: sampleOrder.cruises.map((line, index) =>
    // The first cruise on the show's second day, the others on its third.
    Number(line.pax) > 0 ? { ...line, day: showDay(index === 0 ? 2 : 3) } : line,
  ),
};

/**
 * The seats `sampleTicket` books, one entry per booked line in the content's order of cruises:
 * the trip's id as the service builds it, its cruise, day and trip time, and the seats.
 */
export const sampleTicketSeats = sampleTicket.cruises.flatMap((line, index) => {
  if (Number(line.pax) === 0) return [];
  const cruise = edition.cruises[index]!.name;
  const day = (line as { day: string }).day;
  return [{ trip: tripId(cruise, day, line.tripTime), cruise, day, tripTime: line.tripTime, pax: Number(line.pax) }];
});

/** A valid `data` of each kind: the forms' own test samples. */
export const samples: Record<Kind, Record<string, unknown>> = {
  visitor: sampleVisitor,
  exhibitor: sampleExhibitor,
  conference: sampleDelegate,
  ticket: sampleTicket,
  interest: sampleInterest,
};

/** A line of a ticket order that books `pax` seats on one trip (Damai Puteri's third line empty). */
export function cruiseOrder(lines: { cruise: CruiseIndex; pax: number; day: string; tripTime: string }[]) {
  const cruises = edition.cruises.map((_, index) => {
    const line = lines.find((candidate) => candidate.cruise === index);
    return line ? { pax: String(line.pax), tripTime: line.tripTime, day: line.day } : { pax: '0', tripTime: '' };
  });
  return { ...sampleOrder, tickets: sampleOrder.tickets.map(() => '0'), cruises };
}

/** Every kind of registration in every language: what the HTTP tests go through one by one. */
export const everyKindInEveryLang = kinds.flatMap((kind) => langs.map((lang) => ({ kind, lang })));
