import type { ColumnType, Generated, Kysely } from 'kysely';

/** One schema for both engines: text, integers and nothing either engine lacks. */
export type Database = {
  registrations: RegistrationsTable;
  trips: TripsTable;
  bookings: BookingsTable;
  rate_limits: RateLimitsTable;
  passes: PassesTable;
  registration_search: RegistrationSearchTable;
  ticket_lines: TicketLinesTable;
  audit_log: AuditLogTable;
  email_sends: EmailSendsTable;
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
  /**
   * The show's calendar day (`YYYY-MM-DD`, in the content's `site.timeZone.utcOffset`) of
   * `received_at`: what the office counts and filters by "day" (migration 003). Null only for a
   * row stored before migration 003 until the start's backfill (office/backfill.ts) reaches it.
   */
  received_day: ColumnType<string | null, string | null | undefined, string | null>;
  /** A conference fee: when the office marked it paid (ISO 8601, UTC), null while outstanding (migration 003). */
  paid_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The bank transfer's reference the office typed when marking the fee paid. */
  payment_reference: ColumnType<string | null, string | null | undefined, string | null>;
  /** Who marked it paid (the office's actor). */
  paid_marked_by: ColumnType<string | null, string | null | undefined, string | null>;
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

/**
 * One row per registration: its name, e-mail, company and reference, case-folded, for the
 * office's search (migration 003, office/search-text.ts). Apart from `registrations` so that a
 * search scans narrow rows, not the stored bodies and answers.
 */
export type RegistrationSearchTable = { reference: string; search_text: string };

/** The tickets of a ticket order per category (its index in the content's list), quantity above 0 (migration 003). */
export type TicketLinesTable = { reference: string; category: number; quantity: number };

/** What the office changed: who, what, when (migration 003, office/audit.ts). */
export type AuditLogTable = {
  /** A random UUID. */
  id: string;
  /** ISO 8601, UTC. */
  at: string;
  /** Who: the office's user, as the caller names them. */
  actor: string;
  /** What: `fee.paid`, `fee.unpaid`, `registration.cancelled`, `booking.trip_changed`, `email.resent`. */
  action: string;
  /** The registration it changed. */
  reference: string | null;
  /** JSON: what the action needs to be understood later, nothing personal beyond it. */
  details: string;
};

/**
 * The e-mails the service sent itself for a registration: the office's resent confirmations,
 * one row per try (migration 005, office/resend.ts). Nothing personal: the reference finds the
 * registrant.
 */
export type EmailSendsTable = {
  /** A random UUID. */
  id: string;
  reference: string;
  /** The EmailJS template id it was sent with. */
  template: string;
  /** Whom it was for: `registrant` (their confirmation). */
  recipient: string;
  /** `sent` (EmailJS took it) or `failed`. */
  status: string;
  /** Why it failed, as EmailJS said it, e-mail addresses taken out; null when sent. */
  error: ColumnType<string | null, string | null | undefined, string | null>;
  /** ISO 8601, UTC. */
  at: string;
  /** Who asked: the office user's e-mail. */
  by: string;
};

export type Db = Kysely<Database>;
export type Engine = 'sqlite' | 'postgres';
