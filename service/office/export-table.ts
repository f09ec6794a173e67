import type { CsvValue } from './csv';
import type { ExportRow } from './export-rows';
import type { OfficeSettings } from './office-settings';

/**
 * The columns of the office's exports, the same for the CSV and the XLSX: one row per
 * registration (export-rows.ts), the list's columns first, then what the list leaves out.
 * Headers are English, as the office reads (its words are English); a ticket's category is
 * named as the content names it in English. `details` is the form's values as stored, JSON:
 * every field of every kind, without a column per field of each form.
 */
export const exportHeader = [
  'reference',
  'kind',
  'language',
  'status',
  'received_at',
  'received_day',
  'cancelled_at',
  'name',
  'email',
  'company',
  'phone',
  'fee',
  'fee_paid_at',
  'transfer_reference',
  'fee_marked_by',
  'tickets',
  'seats',
  'details',
] as const;

export type ExportCell = CsvValue;

/** One registration's cells, in `exportHeader`'s order. */
export function exportCells(row: ExportRow, settings: Pick<OfficeSettings, 'ticketCategories'>): ExportCell[] {
  const paid = row.fee?.status === 'paid' ? row.fee : undefined;
  return [
    row.reference,
    row.kind,
    row.lang,
    row.status,
    row.receivedAt,
    row.receivedDay,
    row.cancelledAt,
    row.name,
    row.email,
    row.company,
    row.phone,
    row.fee?.status ?? null,
    paid?.paidAt ?? null,
    paid?.transferReference ?? null,
    paid?.markedBy ?? null,
    row.tickets
      .map(
        ({ category, quantity }) => `${quantity}x ${settings.ticketCategories[category]?.en ?? `category ${category}`}`,
      )
      .join('; '),
    row.seats.map(({ trip, pax }) => `${pax}x ${trip}`).join('; '),
    JSON.stringify(row.data ?? {}),
  ];
}
