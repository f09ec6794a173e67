import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Engine } from './schema';

/**
 * The migrations, in code: no folder to find at run time, and the same list for both engines.
 * Never edit one that has shipped; add the next. Kysely's migrator takes a lock (a table row on
 * SQLite, `for update` on PostgreSQL), so instances starting together apply each one once.
 */
export const migrations: Record<string, Migration> = {
  '001-registrations-trips-rate-limits': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('registrations')
        .addColumn('reference', 'text', (column) => column.primaryKey())
        .addColumn('kind', 'text', (column) => column.notNull())
        .addColumn('lang', 'text', (column) => column.notNull())
        .addColumn('body_hash', 'text', (column) => column.notNull())
        .addColumn('data', 'text', (column) => column.notNull())
        .addColumn('result', 'text', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('received_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createTable('trips')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('cruise', 'text', (column) => column.notNull())
        .addColumn('day', 'text', (column) => column.notNull())
        .addColumn('trip_time', 'text', (column) => column.notNull())
        .addColumn('capacity', 'integer', (column) => column.notNull())
        .addColumn('taken', 'integer', (column) => column.notNull().defaultTo(0))
        // The last defence: whatever the code does, a trip is never sold past its seats.
        .addCheckConstraint('trips_seats_within_capacity', sql`taken >= 0 and taken <= capacity`)
        .execute();
      await db.schema
        .createTable('bookings')
        .addColumn('reference', 'text', (column) => column.notNull().references('registrations.reference'))
        .addColumn('trip_id', 'text', (column) => column.notNull().references('trips.id'))
        .addColumn('pax', 'integer', (column) => column.notNull().check(sql`pax > 0`))
        .addPrimaryKeyConstraint('bookings_pk', ['reference', 'trip_id'])
        .execute();
      await db.schema.createIndex('bookings_trip').on('bookings').column('trip_id').execute();
      await db.schema
        .createTable('rate_limits')
        .addColumn('client', 'text', (column) => column.notNull())
        .addColumn('window_index', 'integer', (column) => column.notNull())
        .addColumn('count', 'integer', (column) => column.notNull())
        .addPrimaryKeyConstraint('rate_limits_pk', ['client', 'window_index'])
        .execute();
      await db.schema.createIndex('rate_limits_window').on('rate_limits').column('window_index').execute();
    },
  },
  '002-passes-cancellation': {
    async up(db: Kysely<unknown>) {
      // Set when the office cancels a registration (registrations/store.ts, cancelRegistration).
      await db.schema.alterTable('registrations').addColumn('cancelled_at', 'text').execute();
      await db.schema
        .createTable('passes')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('reference', 'text', (column) => column.notNull().references('registrations.reference'))
        .addColumn('kind', 'text', (column) => column.notNull())
        .addColumn('token', 'text', (column) => column.notNull())
        .addColumn('issued_at', 'text', (column) => column.notNull())
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema.createIndex('passes_reference').on('passes').column('reference').execute();
      await db.schema.createIndex('passes_revoked_at').on('passes').column('revoked_at').execute();
    },
  },
  /**
   * The office's queries (issue #49; docs/decisions/091-office-search-and-keyset-paging.md):
   * the show-day column, the search rows, the tickets per category, the conference fee's
   * payment and the audit log. Rows stored before it get their show day, search row and ticket
   * lines from `indexStoredRegistrations` (office/backfill.ts), which the service runs right after
   * the migrations at every start: the show's UTC offset is content, which a migration does not
   * read. Every index below is on text and integers, the same on both engines.
   */
  '003-office': {
    async up(db: Kysely<unknown>) {
      // One column per statement: SQLite's ALTER TABLE adds one at a time.
      for (const column of ['received_day', 'paid_at', 'payment_reference', 'paid_marked_by']) {
        await db.schema.alterTable('registrations').addColumn(column, 'text').execute();
      }
      // One index per filter, each ending in the list's order. Each is an entry more to write
      // for every registration stored (about 15 µs on SQLite: bench/service-results.md); fewer,
      // covering ones left SQLite, which has no statistics here, planning counts through the
      // wide rows (docs/decisions/091-office-search-and-keyset-paging.md).
      //
      // The office's list is newest first, `received_at` then `reference` (a total order: two
      // registrations may share a millisecond), and pages by keyset on that pair: this index
      // gives the first page and any later one without a sort or an offset to skip.
      await db.schema
        .createIndex('registrations_received')
        .on('registrations')
        .columns(['received_at', 'reference'])
        .execute();
      // A kind's list, in the same order, from the kind's part of the index; and the counts
      // per kind read the index alone.
      await db.schema
        .createIndex('registrations_kind_received')
        .on('registrations')
        .columns(['kind', 'received_at', 'reference'])
        .execute();
      // A language's list finds its page on the sort index anyway (each language is about half
      // the rows); its count would read every row without this (about 30 ms at 50,000).
      await db.schema
        .createIndex('registrations_lang_received')
        .on('registrations')
        .columns(['lang', 'received_at', 'reference'])
        .execute();
      // The cancelled are few: without this their list would walk the whole sort index to
      // fill a page, and their count would read every row.
      await db.schema
        .createIndex('registrations_status_received')
        .on('registrations')
        .columns(['status', 'received_at', 'reference'])
        .execute();
      // A show day's list in order; the counts per day read the index alone; and the start's
      // backfill finds the rows still without a day (`is null`) by it.
      await db.schema
        .createIndex('registrations_day_received')
        .on('registrations')
        .columns(['received_day', 'received_at', 'reference'])
        .execute();
      await db.schema
        .createTable('registration_search')
        .addColumn('reference', 'text', (column) => column.primaryKey().references('registrations.reference'))
        .addColumn('search_text', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createTable('ticket_lines')
        .addColumn('reference', 'text', (column) => column.notNull().references('registrations.reference'))
        .addColumn('category', 'integer', (column) => column.notNull().check(sql`category >= 0`))
        .addColumn('quantity', 'integer', (column) => column.notNull().check(sql`quantity > 0`))
        .addPrimaryKeyConstraint('ticket_lines_pk', ['reference', 'category'])
        .execute();
      // No foreign key to `registrations`: the log outlives what it tells of.
      await db.schema
        .createTable('audit_log')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('at', 'text', (column) => column.notNull())
        .addColumn('actor', 'text', (column) => column.notNull())
        .addColumn('action', 'text', (column) => column.notNull())
        .addColumn('reference', 'text')
        .addColumn('details', 'text', (column) => column.notNull())
        .execute();
      // A registration's page lists its entries, oldest first.
      await db.schema.createIndex('audit_log_reference').on('audit_log').columns(['reference', 'at']).execute();
      // The log itself, newest first.
      await db.schema.createIndex('audit_log_at').on('audit_log').columns(['at', 'id']).execute();
    },
  },
  /**
   * The office's sign-in (issue #49; docs/decisions/093-office-sign-in-with-passkeys.md): its
   * users, their passkeys, the invites that make them, their sessions, and the WebAuthn
   * challenges in flight. Kept in the database, not in a process: any instance serves any
   * request. Nothing secret is stored as given: an invite's token and a session's cookie are
   * kept as their SHA-256, so a copy of the database signs nobody in.
   */
  '004-office-auth': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('office_users')
        .addColumn('id', 'text', (column) => column.primaryKey())
        // Case-folded by the code (auth/users.ts) before it is stored or looked up.
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('role', 'text', (column) => column.notNull().check(sql`role in ('admin', 'staff')`))
        .addColumn('created_at', 'text', (column) => column.notNull())
        // Set when an admin removes the user: the row stays, so the log's actors stay explained.
        .addColumn('removed_at', 'text')
        .execute();
      // One current user per address; a removed one's address may be invited again. A partial
      // index, which both engines have.
      await db.schema
        .createIndex('office_users_email')
        .on('office_users')
        .column('email')
        .unique()
        .where(sql.ref('removed_at'), 'is', null)
        .execute();
      await db.schema
        .createTable('office_credentials')
        // The WebAuthn credential id, base64url, as the authenticator gives it back at sign-in.
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('user_id', 'text', (column) => column.notNull().references('office_users.id'))
        // The COSE public key, base64url.
        .addColumn('public_key', 'text', (column) => column.notNull())
        .addColumn('counter', 'integer', (column) => column.notNull().check(sql`counter >= 0`))
        // JSON array of the transports the browser reported, given back in later options.
        .addColumn('transports', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('last_used_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('office_credentials_user').on('office_credentials').column('user_id').execute();
      await db.schema
        .createTable('office_invites')
        .addColumn('id', 'text', (column) => column.primaryKey())
        // SHA-256 of the link's token, base64url: the token itself is only in the link.
        .addColumn('token_hash', 'text', (column) => column.notNull().unique())
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('role', 'text', (column) => column.notNull().check(sql`role in ('admin', 'staff')`))
        // The admin's e-mail, or "command line" for `npm run office:invite`.
        .addColumn('invited_by', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('expires_at', 'text', (column) => column.notNull())
        .addColumn('used_at', 'text')
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema
        .createTable('office_sessions')
        // SHA-256 of the cookie's value, base64url.
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('user_id', 'text', (column) => column.notNull().references('office_users.id'))
        .addColumn('csrf_token', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('last_seen_at', 'text', (column) => column.notNull())
        // The absolute end: `created_at` plus seven days, whatever the use.
        .addColumn('expires_at', 'text', (column) => column.notNull())
        .execute();
      // Sign-out everywhere and a user's removal end a user's sessions by it.
      await db.schema.createIndex('office_sessions_user').on('office_sessions').column('user_id').execute();
      await db.schema.createIndex('office_sessions_expires').on('office_sessions').column('expires_at').execute();
      await db.schema
        .createTable('office_challenges')
        .addColumn('id', 'text', (column) => column.primaryKey())
        // base64url, as the options gave it to the browser.
        .addColumn('challenge', 'text', (column) => column.notNull())
        .addColumn('purpose', 'text', (column) => column.notNull().check(sql`purpose in ('sign-in', 'register')`))
        // A registration's: the invite it is for, and the id the new user will have (the
        // passkey's user handle).
        .addColumn('invite_id', 'text')
        .addColumn('user_id', 'text')
        .addColumn('expires_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('office_challenges_expires').on('office_challenges').column('expires_at').execute();
    },
  },
  /**
   * The confirmations the office resends (issue #49; docs/decisions/094-office-api-and-resent-confirmations.md):
   * one row per try, sent or failed, so a registration's page says which e-mails the service
   * sent and which did not go.
   */
  '005-email-sends': {
    async up(db: Kysely<unknown>) {
      // No foreign key, as the audit log: the record of what was sent outlives what it was about.
      await db.schema
        .createTable('email_sends')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('reference', 'text', (column) => column.notNull())
        .addColumn('template', 'text', (column) => column.notNull())
        .addColumn('recipient', 'text', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull().check(sql`status in ('sent', 'failed')`))
        .addColumn('error', 'text')
        .addColumn('at', 'text', (column) => column.notNull())
        .addColumn('by', 'text', (column) => column.notNull())
        .execute();
      // A registration's page lists its sends, oldest first.
      await db.schema.createIndex('email_sends_reference').on('email_sends').columns(['reference', 'at']).execute();
    },
  },
  /**
   * Check-in at the gate (issue #50; docs/decisions/097-gate-devices-and-scans.md): the one-time
   * codes that pair a phone, the paired phones with their gate, and every scan they send. As with
   * the office's secrets, a pairing code and a device's token are kept as their SHA-256 only.
   */
  '006-gate': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('gate_pairings')
        .addColumn('id', 'text', (column) => column.primaryKey())
        // SHA-256 of the code shown in the office, base64url: the code itself is only on the screen.
        .addColumn('code_hash', 'text', (column) => column.notNull().unique())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('gate', 'text', (column) => column.notNull().check(sql`gate in ('hall', 'trip')`))
        .addColumn('direction', 'text', (column) => column.check(sql`direction in ('in', 'out')`))
        .addColumn('trip_id', 'text')
        .addColumn('created_by', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('expires_at', 'text', (column) => column.notNull())
        .addColumn('used_at', 'text')
        .addColumn('device_id', 'text')
        .execute();
      await db.schema
        .createTable('gate_devices')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('gate', 'text', (column) => column.notNull().check(sql`gate in ('hall', 'trip')`))
        // The hall's side (`in` or `out`); null at a gangway.
        .addColumn('direction', 'text', (column) => column.check(sql`direction in ('in', 'out')`))
        // A gangway's trip; null at the hall.
        .addColumn('trip_id', 'text')
        // SHA-256 of the device's bearer token, base64url.
        .addColumn('token_hash', 'text', (column) => column.notNull().unique())
        .addColumn('paired_by', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('last_seen_at', 'text')
        .addColumn('revoked_at', 'text')
        .addCheckConstraint(
          'gate_devices_gate_config',
          sql`(gate = 'hall' and direction is not null and trip_id is null) or (gate = 'trip' and direction is null and trip_id is not null)`,
        )
        .execute();
      await db.schema
        .createTable('scans')
        // The device's own UUID for the scan: a resend of the same scan is the same row.
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('device_id', 'text', (column) => column.notNull().references('gate_devices.id'))
        // Null for a token that is not a pass of ours.
        .addColumn('pass_id', 'text')
        // The pass's registration when the pass is known here; no foreign key, as the audit log.
        .addColumn('reference', 'text')
        .addColumn('gate', 'text', (column) => column.notNull())
        .addColumn('direction', 'text')
        .addColumn('trip_id', 'text')
        // The people the scan let through: a boarding pass's seats, 1 otherwise.
        .addColumn('pax', 'integer', (column) => column.notNull().check(sql`pax > 0`))
        .addColumn('outcome', 'text', (column) => column.notNull().check(sql`outcome in ('admitted', 'refused')`))
        .addColumn('reason', 'text')
        // The device's clock, ISO 8601 UTC, and the show day it falls on (the content's offset).
        .addColumn('scanned_at', 'text', (column) => column.notNull())
        .addColumn('show_day', 'text', (column) => column.notNull())
        .addColumn('received_at', 'text', (column) => column.notNull())
        .execute();
      // The hall's counts per day and side; the conflicts and "inside now" per pass and day.
      await db.schema
        .createIndex('scans_gate_day')
        .on('scans')
        .columns(['gate', 'show_day', 'direction', 'outcome'])
        .execute();
      await db.schema
        .createIndex('scans_pass')
        .on('scans')
        .columns(['pass_id', 'gate', 'show_day', 'scanned_at'])
        .execute();
      // A trip's boarded count, and a gangway device's manifest.
      await db.schema.createIndex('scans_trip').on('scans').columns(['trip_id', 'outcome']).execute();
      // The manifest's recent scans of a gate.
      await db.schema.createIndex('scans_received').on('scans').columns(['received_at']).execute();
    },
  },
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

/**
 * Applies every migration not yet applied; throws with the first failure. On PostgreSQL the
 * migrator's own tables go in the connection's current schema: unqualified, Kysely looks for
 * them in every schema of the database, so a database holding a second deployment (or the
 * tests' schema per file) would find another schema's tables and never create its own.
 */
export async function migrate<DB>(db: Kysely<DB>, engine: Engine): Promise<string[]> {
  const migrationTableSchema =
    engine === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db: db as Kysely<unknown>,
    provider,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
