import type { Db } from '../db/schema';
import { cancelInTransaction, type CancelOutcome } from '../registrations/store';
import { checkActor, writeAudit } from './audit';

/**
 * The office cancels a registration: store.ts's cancel (marked cancelled, its seats given back,
 * its passes revoked, once; docs/decisions/085-passes-signed-es256.md) and its audit entry, in
 * one transaction. Only a cancel that changed something is logged: a second one
 * (`already_cancelled`) or an unknown reference changes nothing.
 */
export async function cancelRegistrationAsOffice(
  db: Db,
  { reference, actor, at = new Date() }: { reference: string; actor: string; at?: Date },
): Promise<CancelOutcome> {
  const who = checkActor(actor);
  const when = at.toISOString();
  return db.transaction().execute(async (trx) => {
    const outcome = await cancelInTransaction(trx, reference, when);
    if (outcome.outcome === 'cancelled') {
      await writeAudit(trx, {
        at: when,
        actor: who,
        action: 'registration.cancelled',
        reference,
        details: { released: outcome.released, revokedPasses: outcome.revoked },
      });
    }
    return outcome;
  });
}
