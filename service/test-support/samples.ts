import {
  sampleDelegate,
  sampleExhibitor,
  sampleInterest,
  sampleOrder,
  sampleVisitor,
} from '~/features/registration/test-samples';
import { kinds, langs, type Kind } from '../registrations/rules';

/** A ticket order as the service takes it: the form's sample with a show day on each booked cruise line. */
export const sampleTicket = {
  ...sampleOrder,
  cruises: [
    { pax: '2', tripTime: '4PM-7PM', day: '2026-02-05' },
    { pax: '0', tripTime: '' },
    { pax: '1', tripTime: '9AM-11AM', day: '2026-02-06' },
  ],
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
  const cruises = [0, 1, 2].map((index) => {
    const line = lines.find((candidate) => candidate.cruise === index);
    return line ? { pax: String(line.pax), tripTime: line.tripTime, day: line.day } : { pax: '0', tripTime: '' };
  });
  return { ...sampleOrder, tickets: ['0', '0', '0', '0'], cruises };
}

/** Every kind of registration in every language: what the HTTP tests go through one by one. */
export const everyKindInEveryLang = kinds.flatMap((kind) => langs.map((lang) => ({ kind, lang })));
