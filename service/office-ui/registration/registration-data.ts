import { day } from '../format';
import type { OfficeCounts } from '../../office/counts';
import type { RegistrationDetail } from '../../office/detail';
import type { EmailSend } from '../../office/resend';

/** A confirmation the service resent, or tried to (`emails` of `GET /office/api/registrations/:reference`). */
export type SentEmail = EmailSend;

export type RegistrationView = RegistrationDetail & { emails?: SentEmail[] };

/** A trip as `GET /office/api/trips` lists it, with its seats. */
export type OfficeTrip = OfficeCounts['trips'][number];

/** A trip by its id (`manta-oro-2026-02-05-4pm-7pm`) as people name it: `Manta Oro, Thu 5 Feb 2026, 4PM-7PM`. */
export function tripLabel(id: string, trips: readonly OfficeTrip[]) {
  const trip = trips.find((candidate) => candidate.id === id);
  return trip ? `${trip.cruise}, ${day(trip.day)}, ${trip.tripTime}` : id;
}

/** `firstName` → `First name`; a list's item by its number. */
export function label(key: string) {
  if (/^\d+$/.test(key)) return `#${Number(key) + 1}`;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The form's values as label and text, nested fields flattened (`Cruises #1 › Pax`). */
export function formValues(data: unknown, path: string[] = []): { label: string; value: string }[] {
  if (data === null || data === undefined || data === '')
    return path.length ? [{ label: path.join(' › '), value: '—' }] : [];
  if (Array.isArray(data) && data.every((item) => typeof item !== 'object' || item === null)) {
    return [{ label: path.join(' › '), value: data.length ? data.map(String).join(', ') : '—' }];
  }
  if (typeof data === 'object') {
    return Object.entries(data as Record<string, unknown>).flatMap(([key, value]) =>
      formValues(value, [...path, label(key)]),
    );
  }
  if (typeof data === 'boolean') return [{ label: path.join(' › '), value: data ? 'Yes' : 'No' }];
  return [{ label: path.join(' › '), value: String(data) }];
}
