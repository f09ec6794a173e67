import { Hono, type Context } from 'hono';
import type { Db } from '../../db/schema';
import { refuse } from '../../http/errors';
import type { Log } from '../../http/log';
import type { PassKeys } from '../../passes/keys';
import { listTrips } from '../../trips/trip-store';
import { recentAudit } from '../audit';
import { requireAdmin, type OfficeEnv } from '../auth/office-user';
import { cancelRegistrationAsOffice } from '../cancel';
import { changeBookingTrip, type TripChangeOutcome } from '../change-trip';
import { officeCounts } from '../counts';
import { csvChunks } from '../csv';
import { registrationDetail } from '../detail';
import { exportRows } from '../export-rows';
import { exportCells, exportHeader } from '../export-table';
import { markFeePaid, markFeeUnpaid, type FeeOutcome } from '../fees';
import { OfficeInputError } from '../filters';
import { listRegistrations } from '../list';
import type { OfficeSettings } from '../office-settings';
import { emailSendsOf, resendConfirmation, type Resender } from '../resend';
import { xlsxChunks, xlsxContentType } from '../xlsx';
import { readOfficeBody } from './office-body';
import { auditLimit, exportQuery, listQuery } from './office-query';

/**
 * The office's data API (issue #49; docs/decisions/094-office-api-and-resent-confirmations.md),
 * to mount under `/office/api` behind the session middleware, which sets `officeUser` (and
 * answers 401 without a session) and checks CSRF on unsafe methods: these routes assume both.
 * Staff read and resend; every change, and the exports, are the admins' (`requireAdmin`).
 * Every change is the data layer's, with its audit entry, the signed-in user's e-mail as actor.
 */
export type OfficeDataDeps = {
  db: Db;
  /** The content's fee, ticket categories and trips (counts, exports, the trips' order). */
  settings: OfficeSettings;
  /** What a trip change signs the new boarding pass with, and the site its link opens. */
  passes: { keys: PassKeys; siteOrigin: string };
  /** What a resent confirmation is sent with (no mailer: 503). */
  resend: Resender;
  now?: () => Date;
  /** Said for an export that fails after its first bytes (the client sees a cut download). */
  log?: Log;
};

/** The site's `submissionId`s are UUIDs: anything else is not a registration, without a query. */
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const referenceOf = (c: Context<OfficeEnv>) => {
  const given = c.req.param('reference') ?? '';
  return uuidPattern.test(given) ? given.toLowerCase() : undefined;
};

const notFound = (c: Context) => refuse(c, 404, { error: 'not_found' });

function feeAnswer(c: Context<OfficeEnv>, outcome: FeeOutcome) {
  switch (outcome.outcome) {
    case 'paid':
    case 'unpaid':
      return c.json(outcome, 200);
    case 'not_found':
      return notFound(c);
    case 'already_paid':
      return refuse(c, 409, { error: 'already_paid', transferReference: outcome.transferReference });
    default:
      // not_paid, cancelled, changed, not_conference: the registration is not in a state to change so.
      return refuse(c, 409, { error: outcome.outcome });
  }
}

function tripAnswer(c: Context<OfficeEnv>, outcome: TripChangeOutcome) {
  switch (outcome.outcome) {
    case 'changed':
      return c.json(outcome, 200);
    case 'not_found':
      return notFound(c);
    case 'trip_full':
      return refuse(c, 409, { error: 'trip_full', trip: outcome.trip, left: outcome.left });
    case 'unknown_trip':
    case 'other_cruise':
    case 'same_trip':
      // The trip asked for cannot be this line's: the request, not the registration, is wrong.
      return refuse(c, 400, { error: outcome.outcome, field: 'toTrip' });
    case 'no_booking':
      return refuse(c, 400, { error: 'no_booking', field: 'cruiseLine' });
    default:
      // not_a_ticket_order, cancelled, changed_meanwhile.
      return refuse(c, 409, { error: outcome.outcome });
  }
}

/** A download of `chunks`, read as the client reads: one batch of rows in memory at a time. */
function download(
  c: Context<OfficeEnv>,
  chunks: AsyncGenerator<string | Uint8Array>,
  { type, filename, log }: { type: string; filename: string; log?: Log },
) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(typeof next.value === 'string' ? encoder.encode(next.value) : next.value);
      } catch (error) {
        log?.({
          level: 'error',
          msg: 'office export failed',
          error: error instanceof Error ? error.message : String(error),
        });
        controller.error(error);
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  return c.body(body, 200, {
    'Content-Type': type,
    'Content-Disposition': `attachment; filename="${filename}"`,
  });
}

export function officeDataRoutes({ db, settings, passes, resend, now = () => new Date(), log }: OfficeDataDeps) {
  const actor = (c: Context<OfficeEnv>) => c.get('officeUser').email;
  const exportName = (extension: string) => `mybos-registrations-${now().toISOString().slice(0, 10)}.${extension}`;
  const rowsOf = (c: Context<OfficeEnv>) => {
    const filters = exportQuery(c);
    return (async function* () {
      for await (const row of exportRows(db, filters)) yield exportCells(row, settings);
    })();
  };

  return (
    new Hono<OfficeEnv>()
      .get('/registrations', async (c) => c.json(await listRegistrations(db, listQuery(c))))
      .get('/registrations/:reference', async (c) => {
        const reference = referenceOf(c);
        const detail = reference && (await registrationDetail(db, reference));
        if (!reference || !detail) return notFound(c);
        return c.json({ ...detail, emails: await emailSendsOf(db, reference) });
      })
      .get('/counts', async (c) => c.json(await officeCounts(db, settings)))
      .get('/trips', async (c) => {
        const trips = await listTrips(db, settings.trips);
        return c.json({
          trips: trips.map(({ id, cruise, day, tripTime, capacity, left }) => ({
            id,
            cruise,
            day,
            tripTime,
            capacity,
            taken: capacity - left,
            left,
          })),
        });
      })
      .post('/registrations/:reference/fee', requireAdmin, async (c) => {
        const read = await readOfficeBody(c, { paid: 'boolean', transferReference: 'string' });
        if (!read.ok) return refuse(c, read.status, read.error);
        const { paid, transferReference } = read.body;
        if (paid === undefined)
          return refuse(c, 400, { error: 'invalid', field: 'paid', message: 'must be true or false' });
        if (!paid && transferReference !== undefined) {
          return refuse(c, 400, {
            error: 'invalid',
            field: 'transferReference',
            message: 'is given only to mark paid',
          });
        }
        const reference = referenceOf(c);
        if (!reference) return notFound(c);
        const at = now();
        const outcome = paid
          ? await markFeePaid(db, { reference, transferReference: transferReference ?? '', actor: actor(c), at })
          : await markFeeUnpaid(db, { reference, actor: actor(c), at });
        return feeAnswer(c, outcome);
      })
      .post('/registrations/:reference/cancel', requireAdmin, async (c) => {
        const read = await readOfficeBody(c, {});
        if (!read.ok) return refuse(c, read.status, read.error);
        const reference = referenceOf(c);
        if (!reference) return notFound(c);
        const outcome = await cancelRegistrationAsOffice(db, { reference, actor: actor(c), at: now() });
        if (outcome.outcome === 'not_found') return notFound(c);
        if (outcome.outcome === 'already_cancelled') return refuse(c, 409, { error: 'already_cancelled' });
        return c.json(outcome, 200);
      })
      .post('/registrations/:reference/trip', requireAdmin, async (c) => {
        const read = await readOfficeBody(c, { cruiseLine: 'string', toTrip: 'string' });
        if (!read.ok) return refuse(c, read.status, read.error);
        const { cruiseLine, toTrip } = read.body;
        for (const [field, value] of [
          ['cruiseLine', cruiseLine],
          ['toTrip', toTrip],
        ] as const) {
          if (!value || value.length > 200) {
            return refuse(c, 400, { error: 'invalid', field, message: 'must be given (1 to 200 characters)' });
          }
        }
        const reference = referenceOf(c);
        if (!reference) return notFound(c);
        const outcome = await changeBookingTrip(
          db,
          { reference, cruiseLine: cruiseLine!, toTrip: toTrip!, actor: actor(c), at: now() },
          passes,
        );
        return tripAnswer(c, outcome);
      })
      // Staff too: a registrant at the desk who lost their e-mail.
      .post('/registrations/:reference/resend', async (c) => {
        const read = await readOfficeBody(c, {});
        if (!read.ok) return refuse(c, read.status, read.error);
        const reference = referenceOf(c);
        if (!reference) return notFound(c);
        const outcome = await resendConfirmation(db, { reference, actor: actor(c), at: now() }, resend);
        switch (outcome.outcome) {
          case 'sent':
            return c.json({ sent: [outcome.templateId] }, 200);
          case 'failed':
            return refuse(c, 502, { error: 'email_not_sent', message: outcome.send.error ?? undefined });
          case 'not_configured':
            return refuse(c, 503, { error: 'email_not_configured' });
          case 'cancelled':
            return refuse(c, 409, { error: 'cancelled' });
          case 'not_found':
            return notFound(c);
        }
      })
      .get('/export.csv', requireAdmin, (c) =>
        download(c, csvChunks(exportHeader, rowsOf(c)), {
          type: 'text/csv; charset=utf-8',
          filename: exportName('csv'),
          log,
        }),
      )
      .get('/export.xlsx', requireAdmin, (c) =>
        download(c, xlsxChunks(exportHeader, rowsOf(c), { sheetName: 'Registrations' }), {
          type: xlsxContentType,
          filename: exportName('xlsx'),
          log,
        }),
      )
      .get('/audit', requireAdmin, async (c) => c.json({ entries: await recentAudit(db, { limit: auditLimit(c) }) }))
      // A filter, cursor, limit or actor the data layer cannot use: 400 naming it. Anything else
      // is the app's to answer (500, logged).
      .onError((error, c) => {
        if (error instanceof OfficeInputError) {
          return refuse(c, 400, { error: 'invalid', field: error.field, message: error.message });
        }
        throw error;
      })
  );
}
