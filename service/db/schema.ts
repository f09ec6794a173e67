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
  office_users: OfficeUsersTable;
  office_credentials: OfficeCredentialsTable;
  office_invites: OfficeInvitesTable;
  office_sessions: OfficeSessionsTable;
  office_challenges: OfficeChallengesTable;
  email_sends: EmailSendsTable;
  gate_pairings: GatePairingsTable;
  gate_devices: GateDevicesTable;
  scans: ScansTable;
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
  /** What: `fee.paid`, `registration.cancelled`, `email.resent`, `office.signed_in`… (office/audit.ts, AuditAction). */
  action: string;
  /** The registration it changed; null for the office's sign-in and its users. */
  reference: string | null;
  /** JSON: what the action needs to be understood later, nothing personal beyond it. */
  details: string;
};

/** Who may sign in to the office (migration 004; docs/decisions/093-office-sign-in-with-passkeys.md). */
export type OfficeUsersTable = {
  /** A random UUID, also the passkeys' WebAuthn user handle. */
  id: string;
  /** Case-folded; unique among the users not removed. */
  email: string;
  name: string;
  /** `admin` or `staff` (office/auth/office-user.ts). */
  role: string;
  /** ISO 8601, UTC. */
  created_at: string;
  /** ISO 8601, UTC; null while the user may sign in. */
  removed_at: ColumnType<string | null, string | null | undefined, string | null>;
};

/** A user's passkeys: WebAuthn credentials, each a public key and its signature counter. */
export type OfficeCredentialsTable = {
  /** The credential id, base64url. */
  id: string;
  user_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The authenticator's signature counter as last seen (0 for the many that keep none). */
  counter: number;
  /** JSON array of WebAuthn transports (`internal`, `hybrid`, `usb`…). */
  transports: string;
  created_at: string;
  last_used_at: string;
};

/** An admin's invitation to become a user: a one-time link whose token is stored as its SHA-256. */
export type OfficeInvitesTable = {
  id: string;
  /** SHA-256 of the link's token, base64url. */
  token_hash: string;
  /** Case-folded. */
  email: string;
  role: string;
  /** The inviting admin's e-mail, or `command line`. */
  invited_by: string;
  created_at: string;
  expires_at: string;
  used_at: ColumnType<string | null, string | null | undefined, string | null>;
  revoked_at: ColumnType<string | null, string | null | undefined, string | null>;
};

/** A signed-in browser: found by its cookie's SHA-256, ended by sign-out, expiry or removal. */
export type OfficeSessionsTable = {
  /** SHA-256 of the cookie's value, base64url. */
  id: string;
  user_id: string;
  /** What `X-CSRF-Token` must say on the session's unsafe requests. */
  csrf_token: string;
  created_at: string;
  /** Idle expiry counts from here (moved on at most once a minute). */
  last_seen_at: string;
  /** The absolute end. */
  expires_at: string;
};

/** A WebAuthn challenge given to a browser: used once, within five minutes. */
export type OfficeChallengesTable = {
  id: string;
  /** base64url. */
  challenge: string;
  /** `sign-in` or `register`. */
  purpose: string;
  /** A registration's invite. */
  invite_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** A registration's new user id, the passkey's user handle. */
  user_id: ColumnType<string | null, string | null | undefined, string | null>;
  expires_at: string;
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

type Nullable = ColumnType<string | null, string | null | undefined, string | null>;

/**
 * A one-time code an admin made to pair a gate device (migration 006, gate/pairing.ts): ten
 * minutes to use, once. The gate it gives the device is chosen here, not by the device.
 */
export type GatePairingsTable = {
  /** A random UUID. */
  id: string;
  /** SHA-256 of the code, base64url. */
  code_hash: string;
  /** The device's name as the admin gave it (`Hall door 1`). */
  name: string;
  /** `hall` or `trip` (a cruise trip's gangway). */
  gate: string;
  /** The hall's side: `in` or `out`; null for a gangway. */
  direction: Nullable;
  /** A gangway's trip id; null for the hall. */
  trip_id: Nullable;
  /** The admin's e-mail. */
  created_by: string;
  created_at: string;
  expires_at: string;
  used_at: Nullable;
  /** The device the code paired, once used. */
  device_id: Nullable;
};

/** A paired gate device: its gate, and the SHA-256 of its bearer token (migration 006). */
export type GateDevicesTable = {
  /** A random UUID. */
  id: string;
  name: string;
  gate: string;
  direction: Nullable;
  trip_id: Nullable;
  /** SHA-256 of the device's token, base64url. */
  token_hash: string;
  /** The admin who made its pairing code. */
  paired_by: string;
  created_at: string;
  /** Its last request (ISO 8601, UTC). */
  last_seen_at: Nullable;
  /** Set by an admin: the token then gets nothing. */
  revoked_at: Nullable;
};

/** One scan a gate device made and sent, admitted or refused (migration 006). */
export type ScansTable = {
  /** The device's own UUID for the scan: a resend is the same row. */
  id: string;
  device_id: string;
  /** The pass's id; null for a token that is not ours. */
  pass_id: Nullable;
  /** The pass's registration, when the pass is ours. */
  reference: Nullable;
  /** The device's gate when it scanned: `hall` or `trip`. */
  gate: string;
  direction: Nullable;
  trip_id: Nullable;
  /** The people let through: a boarding pass's seats, 1 otherwise. */
  pax: number;
  /** `admitted` or `refused`. */
  outcome: string;
  /** Why a scan was refused (gate/check-scan.ts's reasons); null when admitted. */
  reason: Nullable;
  /** The device's clock, ISO 8601 UTC. */
  scanned_at: string;
  /** The show's calendar day of `scanned_at` (`YYYY-MM-DD`, the content's offset). */
  show_day: string;
  /** When the service stored it. */
  received_at: string;
};

export type Db = Kysely<Database>;
export type Engine = 'sqlite' | 'postgres';
