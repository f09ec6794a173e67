import type { RefusalReason, ScanDecision } from '~/features/gate/check-scan';
import type { PassKind } from '~/features/passes/pass-claims';
import { offsetMinutes } from '../../office/office-index';

/**
 * The words the gate's phone shows (issue #50): each answer, short enough to read at arm's
 * length in a queue. Where it stands is said as the office says it (gate/gate-words.ts).
 * English, as the rest of the office.
 */

const reasons: Record<Exclude<RefusalReason, 'already_scanned'>, string> = {
  wrong_day: 'Not valid today',
  wrong_trip: 'For another trip',
  wrong_gate: 'Not for this gate',
  revoked: 'Revoked',
  not_ours: 'Not a pass of ours',
};

/** `HH:MM` of an instant, in the show's time zone (the device's own may be another). */
export function timeAt(instant: string, utcOffset: string): string {
  return new Date(Date.parse(instant) + offsetMinutes(utcOffset) * 60_000).toISOString().slice(11, 16);
}

/** Why a pass was refused, in words: "Already scanned at Hall door 2, 10:42". */
export function reasonWords(decision: Extract<ScanDecision, { outcome: 'refused' }>, utcOffset: string): string {
  if (decision.reason !== 'already_scanned') return reasons[decision.reason];
  return decision.earlier
    ? `Already scanned at ${decision.earlier.device}, ${timeAt(decision.earlier.at, utcOffset)}`
    : 'Already scanned';
}

const kindWords: Record<PassKind, string> = {
  visitor: 'Visitor',
  exhibitor: 'Exhibitor',
  delegate: 'Conference delegate',
  entrance: 'Entrance ticket',
  boarding: 'Cruise',
};

/** What a pass is for, in words: its category, company or trip, else its kind ("Visitor", not "visitor"). */
export const whatWords = (pass: { kind: PassKind; what: string }) =>
  pass.what === pass.kind ? kindWords[pass.kind] : pass.what;

/** What an admission lets through: "3 people" for a boarding pass of three seats, nothing for one. */
export const paxWords = (pax: number) => (pax > 1 ? `${pax} people` : '');

/** The answer as one line, for the recent scans' list and the screen reader. */
export function answerLine(decision: ScanDecision, utcOffset: string): string {
  if (decision.outcome === 'admitted') {
    return ['Admitted', decision.name, whatWords(decision), paxWords(decision.pax)].filter(Boolean).join(' · ');
  }
  return ['Refused', decision.name, reasonWords(decision, utcOffset)].filter(Boolean).join(' · ');
}
