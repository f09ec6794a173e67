import { createHash } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Database, Db } from '../../service/db/schema';
import { officeIndex } from '../../service/office/office-index';
import type { Trip } from '../../service/trips/trips';

/**
 * The office benchmark's registrations (scripts/bench-office.ts): `count` of them, of every
 * kind, as the intake would have stored them (the forms' fields, the stored answer with its
 * passes' links, the passes, the seats, the office's rows from the same `officeIndex` the
 * intake uses), written in bulk, not through HTTP. Seeded: every run builds the same rows.
 *
 * The shape is a guess at the show's, from the last edition's mix: visitors 40 %, ticket orders
 * 30 %, register-interest 15 %, conference 8 %, exhibitors 7 %; two in three in English;
 * received from the forms' opening (1 June 2025) to the show's last day, more of them as the
 * show nears; 3 % cancelled; 60 % of the conference fees paid; one order in five wants a cruise,
 * until the trips are full. Names are Malay, Chinese (some in Han characters), Indian and
 * Western, so a search meets the names the office will.
 */

/** mulberry32: a small seeded generator, enough for test data. */
export function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const hex = (length: number) => Array.from({ length }, () => Math.floor(next() * 16).toString(16)).join('');
  const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-${pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;
  return { next, pick, hex, uuid };
}
type Random = ReturnType<typeof random>;

const malayGiven = [
  'Ahmad',
  'Muhammad',
  'Nur',
  'Siti',
  'Aisyah',
  'Farah',
  'Hafiz',
  'Amir',
  'Zainab',
  'Nurul',
  'Iskandar',
  'Faizal',
  'Aminah',
  'Azlan',
  'Hidayah',
  'Syafiq',
  'Izzat',
  'Khairul',
  'Liyana',
  'Aqilah',
];
const malayFamily = [
  'Abdullah',
  'Rahman',
  'Ismail',
  'Hassan',
  'Ibrahim',
  'Yusof',
  'Osman',
  'Razak',
  'Hamid',
  'Aziz',
  'Salleh',
  'Othman',
];
const chineseFamily = ['Tan', 'Lim', 'Lee', 'Wong', 'Ng', 'Chan', 'Goh', 'Ong', 'Teo', 'Chong', 'Yap', 'Khoo'];
const chineseGiven = [
  'Wei Ming',
  'Mei Ling',
  'Jia Hui',
  'Kah Wai',
  'Siew Lan',
  'Chee Keong',
  'Hui Min',
  'Boon Huat',
  'Li Ting',
  'Zhi Hao',
];
const hanFamily = ['陈', '林', '李', '黄', '吴', '张', '王', '杨'];
const hanGiven = ['伟明', '美玲', '嘉慧', '志豪', '丽婷', '俊杰', '秀兰', '家豪'];
const indianGiven = ['Priya', 'Kumar', 'Devi', 'Ravi', 'Lakshmi', 'Suresh', 'Anand', 'Kavitha', 'Ganesh', 'Meena'];
const indianFamily = ['Ramasamy', 'Subramaniam', 'Krishnan', 'Muthu', 'Pillai', 'Nair', 'Raju', 'Selvam'];
const westernGiven = ['John', 'Emma', 'Oliver', 'Sophie', 'Lukas', 'Chloé', 'José', 'Anna', 'Pieter', 'Søren'];
const westernFamily = [
  'Smith',
  'Müller',
  'García',
  'Dubois',
  'van der Berg',
  'Rossi',
  'Andersen',
  'Brown',
  "O'Neil",
  'Novak',
];
const companyFirst = [
  'Langkawi',
  'Straits',
  'Kedah',
  'Andaman',
  'Penang',
  'Perdana',
  'Borneo',
  'Selat',
  'Mutiara',
  'Pulau',
  'Samudera',
  'Teluk',
  'Harbour',
  'Coral',
  'Blue Water',
];
const companySecond = [
  'Marine',
  'Charters',
  'Yachts',
  'Boatworks',
  'Marina',
  'Ports',
  'Nautika',
  'Shipyard',
  'Sailing',
  'Perahu',
  'Logistics',
  'Holdings',
];
const companyEnd = ['Sdn. Bhd.', 'Berhad', 'Pte. Ltd.', 'Enterprise', 'Co.', 'Ltd.'];
const domains = ['gmail.com', 'yahoo.com', 'hotmail.com', 'outlook.com', 'mybos-bench.example', 'straits.example'];
const designations = ['Director', 'Manager', 'Captain', 'Engineer', 'Owner', 'Broker', 'Harbour Master', 'Consultant'];

function person(rng: Random) {
  const roll = rng.next();
  let firstName: string;
  let lastName: string;
  if (roll < 0.45) {
    firstName = `${rng.pick(malayGiven)}${rng.next() < 0.4 ? ` ${rng.pick(malayGiven)}` : ''}`;
    lastName = `${rng.next() < 0.5 ? 'bin' : 'binti'} ${rng.pick(malayFamily)}`;
  } else if (roll < 0.7) {
    firstName = rng.pick(chineseGiven);
    lastName = rng.pick(chineseFamily);
  } else if (roll < 0.75) {
    firstName = rng.pick(hanGiven);
    lastName = rng.pick(hanFamily);
  } else if (roll < 0.87) {
    firstName = rng.pick(indianGiven);
    lastName = rng.pick(indianFamily);
  } else {
    firstName = rng.pick(westernGiven);
    lastName = rng.pick(westernFamily);
  }
  const local = `${firstName} ${lastName}`
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.|\.$/g, '');
  const email = `${local || 'guest'}${Math.floor(rng.next() * 1000)}@${rng.pick(domains)}`;
  const company = `${rng.pick(companyFirst)} ${rng.pick(companySecond)} ${rng.pick(companyEnd)}`;
  const phone = `+60 1${Math.floor(rng.next() * 10)}-${String(Math.floor(rng.next() * 1e7)).padStart(7, '0')}`;
  return { firstName, lastName, email, company, phone };
}

const base64url = (value: string) => Buffer.from(value, 'utf8').toString('base64url');

/** A token shaped as the service's (a compact JWS over the pass's claims), its signature random bytes: the office reads its claims, never verifies it. */
function token(rng: Random, claims: Record<string, unknown>) {
  return `${base64url(JSON.stringify({ alg: 'ES256', kid: 'benchkey0001' }))}.${base64url(JSON.stringify(claims))}.${Buffer.from(rng.hex(128), 'hex').toString('base64url')}`;
}

export type Dataset = {
  kinds: Record<string, number>;
  cancelled: number;
  seatsTaken: number;
  passes: number;
  references: string[];
};

/** The show's 4 days, received times from 1 June 2025 00:00 +08:00 to 7 February 2026 22:00 +08:00. */
const opens = Date.parse('2025-06-01T00:00:00+08:00');
const closes = Date.parse('2026-02-07T22:00:00+08:00');

export async function buildDataset(
  db: Db,
  {
    count,
    trips,
    categories,
    utcOffset,
    seed = 49,
    batchSize = 500,
  }: {
    count: number;
    trips: readonly Trip[];
    categories: readonly string[];
    utcOffset: string;
    seed?: number;
    batchSize?: number;
  },
): Promise<Dataset> {
  const rng = random(seed);
  const left = new Map(trips.map((trip) => [trip.id, trip.capacity]));
  const cruises = [...new Set(trips.map((trip) => trip.cruise))];
  const dataset: Dataset = { kinds: {}, cancelled: 0, seatsTaken: 0, passes: 0, references: [] };
  // Received instants, oldest first, denser toward the show (the cube root of a uniform draw).
  const instants = Array.from({ length: count }, () => opens + Math.floor((closes - opens) * Math.cbrt(rng.next())))
    .sort((a, b) => a - b)
    .map((at) => new Date(at).toISOString());

  for (let start = 0; start < count; start += batchSize) {
    const registrations: Insertable<Database['registrations']>[] = [];
    const search: Insertable<Database['registration_search']>[] = [];
    const ticketLines: Insertable<Database['ticket_lines']>[] = [];
    const passes: Insertable<Database['passes']>[] = [];
    const bookings: Insertable<Database['bookings']>[] = [];
    const audit: Insertable<Database['audit_log']>[] = [];
    for (const receivedAt of instants.slice(start, start + batchSize)) {
      const reference = rng.uuid();
      const roll = rng.next();
      const kind =
        roll < 0.4
          ? 'visitor'
          : roll < 0.7
            ? 'ticket'
            : roll < 0.85
              ? 'interest'
              : roll < 0.93
                ? 'conference'
                : 'exhibitor';
      const lang = rng.next() < 0.65 ? 'en' : 'ms';
      const who = person(rng);
      const cancelled = rng.next() < 0.03;
      const siteOrigin = 'https://mybos.com.my';
      const passPage = `${siteOrigin}${lang === 'ms' ? '/ms' : ''}/pass#`;
      const showDays = ['2026-02-04', '2026-02-05', '2026-02-06', '2026-02-07'];
      const name = `${who.firstName} ${who.lastName}`;
      let data: Record<string, unknown>;
      const planned: Record<string, unknown>[] = [];
      const seats: { trip: string; pax: number }[] = [];
      switch (kind) {
        case 'visitor':
          data = {
            title: rng.pick(['Mr.', 'Ms.', 'Mrs.', 'Dr.']),
            firstName: who.firstName,
            lastName: who.lastName,
            email: who.email,
            phoneNumber: who.phone,
            company: who.company,
            designation: rng.pick(designations),
            nationality: rng.pick(['Malaysia', 'Singapore', 'Thailand', 'Indonesia', 'China', 'Australia']),
          };
          planned.push({ k: 'visitor', n: name, d: showDays });
          break;
        case 'exhibitor':
          data = {
            companyName: who.company,
            contactPerson: name,
            email: who.email,
            phoneNumber: who.phone,
            boothSize: rng.pick(['3x3m', '6x3m', '9x3m']),
            productCategory: rng.pick(['Motor yachts', 'Sailing yachts', 'Marine services', 'Equipment']),
            additionalRequests: '',
          };
          planned.push({ k: 'exhibitor', n: name, c: who.company, d: showDays });
          break;
        case 'conference':
          data = {
            firstName: who.firstName,
            lastName: who.lastName,
            designation: rng.pick(designations),
            company: who.company,
            businessPhone: who.phone,
            mobilePhone: who.phone,
            email: who.email,
            website: '',
            country: 'Malaysia',
            agreement: true,
          };
          planned.push({ k: 'delegate', n: name, d: showDays });
          break;
        case 'interest':
          data = { name, email: who.email, role: rng.pick(['Visitor', 'Exhibitor', 'Sponsor', 'Media']) };
          break;
        default: {
          const tickets = categories.map(() => (rng.next() < 0.35 ? 1 + Math.floor(rng.next() * 4) : 0));
          if (!tickets.some((quantity) => quantity > 0)) tickets[2] = 1;
          const lines = cruises.map((cruise) => {
            if (cancelled || rng.next() > 0.07) return { pax: 0, tripTime: '' };
            const day = rng.pick(showDays);
            const trip = rng.pick(trips.filter((candidate) => candidate.cruise === cruise && candidate.day === day));
            const pax = 1 + Math.floor(rng.next() * 4);
            if ((left.get(trip.id) ?? 0) < pax) return { pax: 0, tripTime: '' };
            left.set(trip.id, left.get(trip.id)! - pax);
            seats.push({ trip: trip.id, pax });
            planned.push({
              k: 'boarding',
              n: name,
              tr: { id: trip.id, cr: cruise, d: day, t: trip.tripTime, p: pax },
              d: [day],
            });
            return { pax, tripTime: trip.tripTime, day };
          });
          tickets.forEach((quantity, index) => {
            for (let n = 0; n < quantity; n += 1)
              planned.unshift({ k: 'entrance', n: name, c: categories[index], d: showDays });
          });
          data = {
            firstName: who.firstName,
            lastName: who.lastName,
            email: who.email,
            countryCode: '+60',
            localNumber: who.phone.replace(/\D/g, '').slice(2),
            tickets,
            cruises: lines,
          };
        }
      }
      const issued = planned.map((claims) => {
        const id = rng.uuid();
        return { id, kind: String(claims.k), token: token(rng, { jti: id, ...claims }) };
      });
      seats.sort((a, b) => (a.trip < b.trip ? -1 : 1));
      const result = {
        reference,
        kind,
        lang,
        status: cancelled ? 'cancelled' : 'received',
        receivedAt,
        passes: issued.map((pass) => ({ id: pass.id, kind: pass.kind, url: `${passPage}${pass.token}` })),
        ...(kind === 'ticket' ? { seats } : {}),
        ...(cancelled ? { cancelledAt: receivedAt } : {}),
      };
      const index = officeIndex({ reference, kind, data }, receivedAt, utcOffset);
      const paid = kind === 'conference' && rng.next() < 0.6;
      registrations.push({
        reference,
        kind,
        lang,
        body_hash: createHash('sha256').update(reference).digest('hex'),
        data: JSON.stringify(data),
        result: JSON.stringify(result),
        status: result.status,
        received_at: receivedAt,
        received_day: index.receivedDay,
        cancelled_at: cancelled ? receivedAt : null,
        paid_at: paid ? receivedAt : null,
        payment_reference: paid ? `MBB${rng.hex(8).toUpperCase()}` : null,
        paid_marked_by: paid ? 'office@mybos.example' : null,
      });
      search.push({ reference, search_text: index.searchText });
      ticketLines.push(...index.ticketLines.map((line) => ({ reference, ...line })));
      passes.push(
        ...issued.map((pass) => ({
          id: pass.id,
          reference,
          kind: pass.kind,
          token: pass.token,
          issued_at: receivedAt,
          revoked_at: cancelled ? receivedAt : null,
        })),
      );
      bookings.push(...seats.map((seat) => ({ reference, trip_id: seat.trip, pax: seat.pax })));
      if (paid)
        audit.push({
          id: rng.uuid(),
          at: receivedAt,
          actor: 'office@mybos.example',
          action: 'fee.paid',
          reference,
          details: '{"transferReference":"MBB"}',
        });
      if (cancelled)
        audit.push({
          id: rng.uuid(),
          at: receivedAt,
          actor: 'office@mybos.example',
          action: 'registration.cancelled',
          reference,
          details: '{"released":[],"revokedPasses":0}',
        });
      dataset.kinds[kind] = (dataset.kinds[kind] ?? 0) + 1;
      dataset.cancelled += cancelled ? 1 : 0;
      dataset.seatsTaken += seats.reduce((sum, seat) => sum + seat.pax, 0);
      dataset.passes += issued.length;
      dataset.references.push(reference);
    }
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('registrations').values(registrations).execute();
      await trx.insertInto('registration_search').values(search).execute();
      if (ticketLines.length > 0) await trx.insertInto('ticket_lines').values(ticketLines).execute();
      // Passes in pieces: a batch of orders holds a few thousand, past SQLite's parameters per statement.
      for (let from = 0; from < passes.length; from += 1000) {
        await trx
          .insertInto('passes')
          .values(passes.slice(from, from + 1000))
          .execute();
      }
      if (bookings.length > 0) await trx.insertInto('bookings').values(bookings).execute();
      if (audit.length > 0) await trx.insertInto('audit_log').values(audit).execute();
    });
  }
  // Each trip's seats taken: what its bookings hold, as the intake keeps it.
  for (const [id, capacity] of trips.map((trip) => [trip.id, trip.capacity] as const)) {
    await db
      .updateTable('trips')
      .set({ taken: capacity - (left.get(id) ?? capacity) })
      .where('id', '=', id)
      .execute();
  }
  return dataset;
}
