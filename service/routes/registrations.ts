import { Hono, type MiddlewareHandler } from 'hono';
import type { Db } from '../db/schema';
import { refuse } from '../http/errors';
import { readJsonBody } from '../http/limits';
import { bodyHash } from '../registrations/canonical-json';
import { checkEnvelope, type RegistrationRules } from '../registrations/rules';
import { storeRegistration } from '../registrations/store';
import type { AppVariables } from '../app';

/** The site's `submissionId`: a UUID as `crypto.randomUUID()` writes it (any case accepted). */
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type RegistrationRoutes = {
  db: Db;
  rules: RegistrationRules;
  now: () => Date;
  rateLimit: MiddlewareHandler;
};

/** `PUT /v1/registrations/{submissionId}`: idempotent intake by the registration's own reference. */
export function registrationRoutes({ db, rules, now, rateLimit }: RegistrationRoutes) {
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
    const checked = rules.check(envelope);
    if (!checked.ok) return refuse(c, 400, { error: checked.error, field: checked.field, message: checked.message });
    const stored = await storeRegistration(
      db,
      {
        reference,
        kind: envelope.kind,
        lang: envelope.lang,
        bodyHash: bodyHash(read.body),
        data: checked.data,
        seats: checked.seats,
      },
      now().toISOString(),
    );
    switch (stored.outcome) {
      case 'created':
        return c.json(stored.result, 201);
      case 'replayed':
        return c.json(stored.result, 200);
      case 'conflict':
        return refuse(c, 409, { error: 'conflict', message: 'this reference is stored with another body' });
      case 'trip_full':
        return refuse(c, 409, { error: 'trip_full', trips: stored.trips });
    }
  });
}
