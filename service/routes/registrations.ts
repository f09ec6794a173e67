import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { Db } from '../db/schema';
import { refuse } from '../http/errors';
import { readJsonBody } from '../http/limits';
import { bodyHash } from '../registrations/canonical-json';
import { checkEnvelope, type RegistrationRules } from '../registrations/rules';
import { storedOutcome, storeRegistration, type StoreOutcome } from '../registrations/store';
import { admission } from '../registrations/windows';
import { passUrl, type PassPlanner } from '../passes/claims';
import type { PassKeys } from '../passes/keys';
import { issuePasses } from '../passes/sign';
import { officeIndex } from '../office/office-index';
import type { AppVariables } from '../app';

/** The site's `submissionId`: a UUID as `crypto.randomUUID()` writes it (any case accepted). */
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type RegistrationRoutes = {
  db: Db;
  rules: RegistrationRules;
  now: () => Date;
  /** How long after a form's window closes a new registration is still taken. */
  graceMs: number;
  rateLimit: MiddlewareHandler;
  /** What passes each registration gets, the keys they are signed with, and the site whose pass page shows them. */
  passes: { plan: PassPlanner; keys: PassKeys; siteOrigin: string };
};

function answer(c: Context<{ Variables: AppVariables }>, stored: StoreOutcome) {
  switch (stored.outcome) {
    case 'created':
      // The log says how many passes, never their tokens or whom they name.
      c.set('passes', stored.result.passes.length);
      return c.json(stored.result, 201);
    case 'replayed':
      c.set('passes', stored.result.passes.length);
      return c.json(stored.result, 200);
    case 'conflict':
      return refuse(c, 409, { error: 'conflict', message: 'this reference is stored with another body' });
    case 'trip_full':
      return refuse(c, 409, { error: 'trip_full', trips: stored.trips });
  }
}

/** `PUT /v1/registrations/{submissionId}`: idempotent intake by the registration's own reference. */
export function registrationRoutes({ db, rules, now, graceMs, rateLimit, passes }: RegistrationRoutes) {
  return new Hono<{ Variables: AppVariables }>().put('/:reference', rateLimit, async (c) => {
    const given = c.req.param('reference');
    if (!uuidPattern.test(given)) {
      return refuse(c, 400, { error: 'invalid', field: 'reference', message: 'must be a UUID' });
    }
    const reference = given.toLowerCase();
    c.set('reference', reference);
    const read = await readJsonBody(c);
    if (!read.ok) return refuse(c, read.status, read.error);
    const envelope = checkEnvelope(read.body);
    if (!envelope.ok)
      return refuse(c, 400, { error: envelope.error, field: envelope.field, message: envelope.message });
    const hash = bodyHash(read.body);
    const at = now();
    const window = rules.windowOf(envelope.kind);
    const admitted = admission(at.getTime(), window, graceMs, rules.deadlineOf(envelope.kind));
    if (window && (admitted === 'not-yet-open' || admitted === 'closed')) {
      // A registration stored in time is answered as before, whenever it is sent again: the
      // site's outbox resends until it has an answer, and it counts from when it was stored.
      // It is looked up, not checked again: the form's options may have changed since.
      const stored = await storedOutcome(db, { reference, bodyHash: hash });
      if (stored) return answer(c, stored);
      return refuse(c, 403, {
        error: 'closed',
        field: 'kind',
        message:
          admitted === 'not-yet-open'
            ? `this form takes registrations from ${window.opens}`
            : `this form took registrations until ${window.closes}`,
        opens: window.opens,
        closes: window.closes,
      });
    }
    // Taken in the grace after closing: said in the request's log line, for the office.
    if (admitted === 'late') c.set('late', true);
    const checked = rules.check(envelope);
    if (!checked.ok) return refuse(c, 400, { error: checked.error, field: checked.field, message: checked.message });
    // Signed before the transaction that stores them (signing needs no database); a replay's
    // are discarded, and it gets the passes stored the first time.
    const issued = await issuePasses(passes.plan(envelope.kind, envelope.lang, checked.data), passes.keys);
    const receivedAt = at.toISOString();
    const stored = await storeRegistration(
      db,
      {
        reference,
        kind: envelope.kind,
        lang: envelope.lang,
        bodyHash: hash,
        data: checked.data,
        seats: checked.seats,
        passes: issued.map((pass) => ({ ...pass, url: passUrl(passes.siteOrigin, envelope.lang, pass.token) })),
        office: officeIndex({ reference, kind: envelope.kind, data: checked.data }, receivedAt, rules.utcOffset),
      },
      receivedAt,
    );
    return answer(c, stored);
  });
}
