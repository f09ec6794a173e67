import { searchTextOf } from './search-text';

/**
 * What the office reads of a registration besides its stored row: who it is (name, e-mail,
 * company, phone, from each kind's own fields), its show day, its search text and its tickets.
 * Computed from the stored `data` (the form's values once valid) when the registration is
 * stored (registrations/store.ts, in the same transaction), and for rows stored before
 * migration 003 by the start's backfill (backfill.ts). Lenient: a field missing from old data
 * reads as empty, never an error.
 */

export type Holder = { name: string; email: string; company: string; phone: string };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const joined = (...parts: unknown[]) => parts.map(text).filter(Boolean).join(' ');

/** The person a registration is for, from its kind's fields (the forms' definitions name them). */
export function holderOf(kind: string, data: unknown): Holder {
  const values = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const email = text(values.email);
  switch (kind) {
    case 'visitor':
      return {
        name: joined(values.firstName, values.lastName),
        email,
        company: text(values.company),
        phone: text(values.phoneNumber),
      };
    case 'conference':
      return {
        name: joined(values.firstName, values.lastName),
        email,
        company: text(values.company),
        phone: text(values.mobilePhone) || text(values.businessPhone),
      };
    case 'exhibitor':
      return {
        name: text(values.contactPerson),
        email,
        company: text(values.companyName),
        phone: text(values.phoneNumber),
      };
    case 'ticket':
      return {
        name: joined(values.firstName, values.lastName),
        email,
        company: '',
        phone: joined(values.countryCode, values.localNumber),
      };
    default:
      // interest: a name and an e-mail only.
      return { name: text(values.name), email, company: '', phone: '' };
  }
}

/** A ticket order's tickets per category, by the category's index in the content's list; quantities above 0. */
export function ticketLinesOf(kind: string, data: unknown): { category: number; quantity: number }[] {
  if (kind !== 'ticket' || typeof data !== 'object' || data === null) return [];
  const tickets = (data as { tickets?: unknown }).tickets;
  if (!Array.isArray(tickets)) return [];
  return tickets.flatMap((count, category) => {
    const quantity = Number(count);
    return Number.isInteger(quantity) && quantity > 0 ? [{ category, quantity }] : [];
  });
}

/** `+08:00` → 480: the show's offset from UTC in minutes. */
export function offsetMinutes(utcOffset: string): number {
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(utcOffset);
  if (!match) throw new Error(`a UTC offset is written +HH:MM, not ${utcOffset}`);
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * The show's calendar day of an instant: `2026-02-04T16:30:00.000Z` is `2026-02-05` at
 * `+08:00`. The offset is the content's (`site.timeZone.utcOffset`): Malaysia keeps no summer
 * time, so one offset is the show's all year.
 */
export function showDayOf(instant: string, utcOffset: string): string {
  const at = Date.parse(instant);
  if (Number.isNaN(at)) throw new Error(`not an instant: ${instant}`);
  return new Date(at + offsetMinutes(utcOffset) * 60_000).toISOString().slice(0, 10);
}

/** What the office's tables hold of one registration, written with it. */
export type OfficeIndex = {
  receivedDay: string;
  searchText: string;
  ticketLines: { category: number; quantity: number }[];
};

export function officeIndex(
  registration: { reference: string; kind: string; data: unknown },
  receivedAt: string,
  utcOffset: string,
): OfficeIndex {
  const holder = holderOf(registration.kind, registration.data);
  return {
    receivedDay: showDayOf(receivedAt, utcOffset),
    searchText: searchTextOf({ reference: registration.reference, ...holder }),
    ticketLines: ticketLinesOf(registration.kind, registration.data),
  };
}
