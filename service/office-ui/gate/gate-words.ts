import type { GatePlace } from '~/features/gate/check-scan';
import { shortDay } from '../format';

/**
 * The gate pages' pure logic (issue #50; docs/decisions/097-gate-devices-and-scans.md): where a
 * phone scans, in words and as the pairing form's choice; the show's days and which one the
 * counts open on; the pairing code as it is read aloud and the link its QR code carries.
 */

/** A trip as the gate pages need it (`GET /office/api/trips` gives these and its seats). */
export type GateTrip = { id: string; cruise: string; day: string; tripTime: string };

/** Where a device scans, as `GET /office/api/gate/devices` lists it. */
export type DevicePlace = { gate: 'hall' | 'trip'; direction: 'in' | 'out' | null; trip: string | null };

/** A trip in words: `Manta Oro, Thu 5 Feb 4PM-7PM`; its id when the content no longer has it. */
export function tripWords(id: string, trips: readonly GateTrip[]) {
  const trip = trips.find((candidate) => candidate.id === id);
  return trip ? `${trip.cruise}, ${shortDay(trip.day)} ${trip.tripTime}` : id;
}

/** A gate in words, as the pairing form offers it and the phones' list shows it. */
export function placeWords(place: DevicePlace | GatePlace, trips: readonly GateTrip[]) {
  if (place.gate === 'trip') return `Gangway: ${tripWords(place.trip ?? '', trips)}`;
  return place.direction === 'out' ? 'Hall exit (out)' : 'Hall entrance (in)';
}

/** The pairing form's value for a gate: `hall:in`, `hall:out`, `trip:<id>`. */
export function placeValue(place: GatePlace) {
  return place.gate === 'trip' ? `trip:${place.trip}` : `hall:${place.direction}`;
}

/** The gate a pairing form's value names; undefined for anything else. */
export function placeOfValue(value: string): GatePlace | undefined {
  if (value === 'hall:in' || value === 'hall:out')
    return { gate: 'hall', direction: value === 'hall:in' ? 'in' : 'out' };
  if (value.startsWith('trip:') && value.length > 'trip:'.length) return { gate: 'trip', trip: value.slice(5) };
  return undefined;
}

/** Every gate a phone may be paired to: the hall's two sides, then each trip's gangway. */
export function placeChoices(trips: readonly GateTrip[]): { value: string; label: string }[] {
  const places: GatePlace[] = [
    { gate: 'hall', direction: 'in' },
    { gate: 'hall', direction: 'out' },
    ...trips.map((trip): GatePlace => ({ gate: 'trip', trip: trip.id })),
  ];
  return places.map((place) => ({ value: placeValue(place), label: placeWords(place, trips) }));
}

/** The show's days, in order, from its trips (every cruise sails every show day). */
export function showDays(trips: readonly GateTrip[]): string[] {
  return [...new Set(trips.map((trip) => trip.day))].sort();
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** `YYYY-MM-DD` and a real date: what `?day=` may be. */
export const isDay = (value: string | null | undefined): value is string =>
  !!value && dayPattern.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** The day of `now` in the show's time zone, `YYYY-MM-DD`. */
export function showToday(now: Date) {
  // en-CA writes a date as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kuala_Lumpur',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * The day the counts open on: today when the show is on, else its first day (before the show
 * the gates are tried out on it; afterwards, it is where the story starts). Undefined without
 * days (a content without cruises): the service's own today then.
 */
export function defaultDay(days: readonly string[], today: string): string | undefined {
  return days.includes(today) ? today : days[0];
}

/** The day select's days: the show's, and the one asked for when it is another (a rehearsal). */
export function dayChoices(days: readonly string[], chosen: string): string[] {
  return days.includes(chosen) ? [...days] : [...days, chosen].sort();
}

/** A pairing code as it is read aloud or typed: `ABCD EFGH` (the pairing ignores the space). */
export function spacedCode(code: string) {
  return code.replace(/(.{4})(?=.)/g, '$1 ');
}

/** What the pairing QR code carries: the phone's scan page, which pairs itself with the code. */
export function pairingLink(origin: string, code: string) {
  return `${origin}/office/scan#pair=${encodeURIComponent(code)}`;
}

const clockFormat = (withSeconds: boolean) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kuala_Lumpur',
    hour: '2-digit',
    minute: '2-digit',
    ...(withSeconds ? { second: '2-digit' } : {}),
    hourCycle: 'h23',
  });

/** A moment's time of day in the show's time zone: `14:05:09`, or `14:05` without seconds. */
export function clock(iso: string, withSeconds = true) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : clockFormat(withSeconds).format(date);
}
