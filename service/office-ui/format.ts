import type { OfficeListRow } from '../office/list';
import type { Kind } from '../registrations/rules';

/** The office's words for what the service stores (English only: docs/spec-deviations.md). */
export const kindNames = {
  visitor: 'Visitor',
  exhibitor: 'Exhibitor',
  conference: 'Conference',
  ticket: 'Ticket order',
  interest: 'Interest',
} as const satisfies Record<Kind, string>;

export const kindList = Object.keys(kindNames) as Kind[];

export const langNames: Record<string, string> = { en: 'English', ms: 'Malay' };

export const statusNames = { received: 'Received', cancelled: 'Cancelled' } as const;

const timeZone = 'Asia/Kuala_Lumpur';

/** A moment in the show's time zone: `3 Dec 2026, 14:05`. */
export function dateTime(iso: string | null | undefined) {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}

/** A show day (`YYYY-MM-DD`): `Thu 3 Dec 2026`. */
export function day(value: string | null | undefined) {
  if (!value) return '';
  const date = new Date(`${value}T12:00:00+08:00`);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone,
  }).format(date);
}

/** A show day in short, its year understood: `Thu 5 Feb`. */
export function shortDay(value: string) {
  const date = new Date(`${value}T12:00:00+08:00`);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone }).format(date);
}

export const shortReference = (reference: string) => reference.slice(0, 8);

export function feeText(fee: OfficeListRow['fee']) {
  if (!fee) return '';
  if (fee.status === 'paid') return 'Paid';
  if (fee.status === 'outstanding') return 'Outstanding';
  return 'Not due';
}

export const rm = (amount: number) => `RM ${amount.toLocaleString('en-MY')}`;

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-MY')} ${count === 1 ? one : many}`;
