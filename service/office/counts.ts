import type { Db } from '../db/schema';
import type { Kind } from '../registrations/rules';
import type { OfficeSettings } from './office-settings';

export type OfficeCounts = {
  registrations: {
    total: number;
    received: number;
    cancelled: number;
    /** Per kind, every kind stored at least once. */
    byKind: { kind: Kind; received: number; cancelled: number }[];
    /** Per show day received (`YYYY-MM-DD`, +08:00), oldest first, cancelled ones included. */
    byDay: { day: string; count: number }[];
  };
  /** Tickets per category of the orders not cancelled, in the content's order of categories. */
  tickets: { category: number; name: { en: string; ms: string }; tickets: number }[];
  /** Every trip, in the content's order (then any trip the content no longer offers). */
  trips: { id: string; cruise: string; day: string; tripTime: string; capacity: number; taken: number; left: number }[];
  /**
   * Conference fees at the content's fee (RM350): paid and outstanding, of the registrations not
   * cancelled; and those paid then cancelled, whose refund is the office's to settle.
   */
  conferenceFees: {
    feeRm: number;
    paid: { count: number; rm: number };
    outstanding: { count: number; rm: number };
    paidThenCancelled: { count: number; rm: number };
  };
};

const count = (value: number | string | bigint | null) => Number(value ?? 0);

/**
 * The office's counts at a glance, each from an index or a small table: per kind (the kind
 * index alone; the cancelled from the status index), per day (the day index alone), tickets
 * per category (every order's lines, less the cancelled orders'), seats per trip (the trips
 * table), and the conference's fees (the conference rows of the kind index). Seven queries at
 * once (on PostgreSQL in parallel, on the pool).
 */
export async function officeCounts(db: Db, settings: OfficeSettings): Promise<OfficeCounts> {
  const [byKind, cancelledByKind, byDay, tickets, cancelledTickets, trips, fees] = await Promise.all([
    db
      .selectFrom('registrations')
      .select((eb) => ['kind', eb.fn.countAll<number | string | bigint>().as('n')])
      .groupBy('kind')
      .execute(),
    db
      .selectFrom('registrations')
      .select((eb) => ['kind', eb.fn.countAll<number | string | bigint>().as('n')])
      .where('status', '=', 'cancelled')
      .groupBy('kind')
      .execute(),
    db
      .selectFrom('registrations')
      .select((eb) => ['received_day', eb.fn.countAll<number | string | bigint>().as('n')])
      .where('received_day', 'is not', null)
      .groupBy('received_day')
      .orderBy('received_day')
      .execute(),
    // Every order's tickets, then the cancelled orders' to take away: the cancelled are few and
    // found by the status index, where joining every line to its registration for its status
    // would read a registration row per line (about 100 ms on SQLite at 50,000).
    db
      .selectFrom('ticket_lines')
      .select((eb) => ['category', eb.fn.sum<number | string | bigint | null>('quantity').as('n')])
      .groupBy('category')
      .execute(),
    db
      .selectFrom('registrations as r')
      .innerJoin('ticket_lines as l', 'l.reference', 'r.reference')
      .select((eb) => ['l.category', eb.fn.sum<number | string | bigint | null>('l.quantity').as('n')])
      .where('r.status', '=', 'cancelled')
      .groupBy('l.category')
      .execute(),
    db.selectFrom('trips').select(['id', 'cruise', 'day', 'trip_time', 'capacity', 'taken']).execute(),
    db
      .selectFrom('registrations')
      .select((eb) => [
        'status',
        eb.fn.countAll<number | string | bigint>().as('n'),
        eb.fn.count<number | string | bigint>('paid_at').as('paid'),
      ])
      .where('kind', '=', 'conference')
      .groupBy('status')
      .execute(),
  ]);

  const cancelledOf = new Map(cancelledByKind.map((row) => [row.kind, count(row.n)]));
  const kinds = byKind
    .map((row) => {
      const cancelled = cancelledOf.get(row.kind) ?? 0;
      return { kind: row.kind as Kind, received: count(row.n) - cancelled, cancelled };
    })
    .sort((a, b) => (a.kind < b.kind ? -1 : 1));
  const received = kinds.reduce((sum, row) => sum + row.received, 0);
  const cancelled = kinds.reduce((sum, row) => sum + row.cancelled, 0);

  const ticketsOf = new Map(tickets.map((row) => [Number(row.category), count(row.n)]));
  for (const row of cancelledTickets) {
    ticketsOf.set(Number(row.category), (ticketsOf.get(Number(row.category)) ?? 0) - count(row.n));
  }
  const categories = settings.ticketCategories.map((name, category) => ({
    category,
    name,
    tickets: ticketsOf.get(category) ?? 0,
  }));

  const order = new Map(settings.trips.map((trip, index) => [trip.id, index]));
  const rank = (id: string) => order.get(id) ?? Number.MAX_SAFE_INTEGER;
  const tripRows = trips
    .map((trip) => ({
      id: trip.id,
      cruise: trip.cruise,
      day: trip.day,
      tripTime: trip.trip_time,
      capacity: trip.capacity,
      taken: trip.taken,
      left: trip.capacity - trip.taken,
    }))
    .sort((a, b) => rank(a.id) - rank(b.id) || (a.id < b.id ? -1 : 1));

  const fee = settings.conferenceFeeRm;
  const money = (n: number) => ({ count: n, rm: n * fee });
  const live = fees.filter((row) => row.status !== 'cancelled');
  const paid = live.reduce((sum, row) => sum + count(row.paid), 0);
  const outstanding = live.reduce((sum, row) => sum + count(row.n) - count(row.paid), 0);
  const paidThenCancelled = fees
    .filter((row) => row.status === 'cancelled')
    .reduce((sum, row) => sum + count(row.paid), 0);

  return {
    registrations: {
      total: received + cancelled,
      received,
      cancelled,
      byKind: kinds,
      byDay: byDay.map((row) => ({ day: row.received_day ?? '', count: count(row.n) })),
    },
    tickets: categories,
    trips: tripRows,
    conferenceFees: {
      feeRm: fee,
      paid: money(paid),
      outstanding: money(outstanding),
      paidThenCancelled: money(paidThenCancelled),
    },
  };
}
