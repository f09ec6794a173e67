import type { ColumnType, Generated, Kysely } from 'kysely';

/** One schema for both engines: text, integers and nothing either engine lacks. */
export type Database = {
  registrations: RegistrationsTable;
  trips: TripsTable;
  bookings: BookingsTable;
  rate_limits: RateLimitsTable;
  passes: PassesTable;
};

export type RegistrationsTable = {
  /** The site's `submissionId`, a UUID: the registration's reference everywhere. */
  reference: string;
  kind: string;
  lang: string;
  /** SHA-256 of the request body in canonical JSON: a replay is the same body, whatever its key order. */
  body_hash: string;
  /** The form's values as the definitions give them once valid (text trimmed), JSON. */
  data: string;
  /** The answer given when it was stored, JSON, given again to every replay. */
  result: string;
  /** `received`, or `cancelled` once the office cancels it. */
  status: string;
  /** ISO 8601, UTC. */
  received_at: string;
  /** ISO 8601, UTC; null unless cancelled (migration 002). */
  cancelled_at: ColumnType<string | null, string | null | undefined, string | null>;
};

/** A cruise on a show day at a trip time; `taken` never passes `capacity` (a CHECK constraint). */
export type TripsTable = {
  id: string;
  cruise: string;
  day: string;
  trip_time: string;
  capacity: number;
  taken: Generated<number>;
};

/** The seats one ticket order took, one row per trip. */
export type BookingsTable = { reference: string; trip_id: string; pax: number };

/** Requests per client and fixed window, shared by every instance (docs/decisions/080-rate-limit-in-the-database.md). */
export type RateLimitsTable = { client: string; window_index: number; count: number };

/**
 * The signed passes of a registration, issued with it in one transaction
 * (docs/decisions/085-passes-signed-es256.md). `token` is the compact JWS its answer links to.
 */
export type PassesTable = {
  /** A random UUID, the token's `jti`: what `GET /v1/passes/revoked` lists. */
  id: string;
  reference: string;
  kind: string;
  token: string;
  /** ISO 8601, UTC: the registration's `receivedAt`. */
  issued_at: string;
  /** ISO 8601, UTC; null while the pass is good. */
  revoked_at: ColumnType<string | null, string | null | undefined, string | null>;
};

export type Db = Kysely<Database>;
export type Engine = 'sqlite' | 'postgres';
