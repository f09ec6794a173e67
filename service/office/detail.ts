import { decodeJwt } from 'jose';
import type { PassKind, TripClaim } from '~/features/passes/pass-claims';
import type { Db } from '../db/schema';
import { auditOf, type AuditEntry } from './audit';
import { listColumns, listRow, parseData, type OfficeListRow } from './list';
import { holderOf } from './office-index';

export type DetailPass = {
  id: string;
  kind: PassKind;
  issuedAt: string;
  revokedAt: string | null;
  revoked: boolean;
  /** An entrance pass's ticket category, an exhibitor pass's company (the pass's `c`). */
  category?: string;
  /** A boarding pass's trip id (the pass's `tr.id`). */
  trip?: string;
};

export type RegistrationDetail = OfficeListRow & {
  cancelledAt: string | null;
  phone: string;
  /** The form's values as stored (what the registrant sent, once valid). */
  data: unknown;
  /** A ticket order's tickets per category (the index in the content's list). */
  tickets: { category: number; quantity: number }[];
  /** The seats it holds now, by trip (none once cancelled: they were given back). */
  bookings: { trip: string; cruise: string; day: string; tripTime: string; pax: number }[];
  /** Its passes, oldest first, revoked ones too. The tokens are not here: a pass admits its holder. */
  passes: DetailPass[];
  /** What the office changed on it, oldest first. */
  audit: AuditEntry[];
};

/** What a pass says besides its kind, from its token (ours, stored). */
function passLabel(token: string): Pick<DetailPass, 'category' | 'trip'> {
  try {
    const claims = decodeJwt<{ c?: unknown; tr?: TripClaim }>(token);
    return {
      ...(typeof claims.c === 'string' ? { category: claims.c } : {}),
      ...(claims.tr && typeof claims.tr.id === 'string' ? { trip: claims.tr.id } : {}),
    };
  } catch {
    return {};
  }
}

/**
 * One registration's page: the registration, who it is for, its fee, its tickets, its seats,
 * its passes and its audit entries; undefined when nothing is stored under `reference`.
 * Whether its e-mails went is not the service's to know: the site sends them from the
 * registrant's device once the service has stored it (docs/decisions/090-passes-reach-the-registrant-through-the-outbox.md).
 */
export async function registrationDetail(db: Db, reference: string): Promise<RegistrationDetail | undefined> {
  const row = await db
    .selectFrom('registrations as r')
    .select([...listColumns, 'r.cancelled_at'])
    .where('r.reference', '=', reference)
    .executeTakeFirst();
  if (!row) return undefined;
  const [tickets, bookings, passes, audit] = await Promise.all([
    db
      .selectFrom('ticket_lines')
      .select(['category', 'quantity'])
      .where('reference', '=', reference)
      .orderBy('category')
      .execute(),
    db
      .selectFrom('bookings as b')
      .innerJoin('trips as t', 't.id', 'b.trip_id')
      .select(['b.trip_id', 't.cruise', 't.day', 't.trip_time', 'b.pax'])
      .where('b.reference', '=', reference)
      .orderBy('t.day')
      .orderBy('b.trip_id')
      .execute(),
    db
      .selectFrom('passes')
      .select(['id', 'kind', 'token', 'issued_at', 'revoked_at'])
      .where('reference', '=', reference)
      .orderBy('issued_at')
      .orderBy('kind')
      .orderBy('id')
      .execute(),
    auditOf(db, reference),
  ]);
  const data = parseData(row.data);
  return {
    ...listRow(row, data),
    cancelledAt: row.cancelled_at,
    phone: holderOf(row.kind, data).phone,
    data,
    tickets,
    bookings: bookings.map((booking) => ({
      trip: booking.trip_id,
      cruise: booking.cruise,
      day: booking.day,
      tripTime: booking.trip_time,
      pax: booking.pax,
    })),
    passes: passes.map((pass) => ({
      id: pass.id,
      kind: pass.kind as PassKind,
      issuedAt: pass.issued_at,
      revokedAt: pass.revoked_at,
      revoked: pass.revoked_at !== null,
      ...passLabel(pass.token),
    })),
    audit,
  };
}
