import { randomUUID } from 'node:crypto';
import type { IssuedPass } from '~/features/passes/issued-pass';
import type { Lang } from '~/lib/lang';
import type { Db } from '../db/schema';
import { confirmationTemplateId, type ConfirmationTemplateIds } from '../mail/confirmation-templates';
import { EmailNotSent, type Mailer } from '../mail/emailjs-mailer';
import type { Kind } from '../registrations/rules';
import type { RegistrationResult } from '../registrations/store';
import { checkActor, writeAudit } from './audit';
import { confirmationEmail, confirmationTemplateOf, type ConfirmationContent } from './confirmation-email';
import { parseData } from './list';

/**
 * The office resends a registrant's confirmation: the service sends it itself, through the
 * Mailer (EmailJS's REST API with the private key; locally the inbox), with the template the
 * site's form used, in the registrant's language, and its parameters as the form built them
 * (confirmation-email.ts). Each try is a row of `email_sends`, sent or failed, which the
 * registration's page lists; a sent one also writes the audit entry `email.resent`. Nothing is
 * sent for a cancelled registration: its passes are revoked, and a confirmation would say
 * otherwise (docs/decisions/094-office-api-and-resent-confirmations.md).
 */

export type EmailSend = {
  id: string;
  /** The EmailJS template id it was sent with. */
  template: string;
  /** Whom it was for: the registrant. */
  to: 'registrant';
  status: 'sent' | 'failed';
  /** Why it did not go, as EmailJS said it (addresses taken out); null when sent. */
  error: string | null;
  at: string;
  /** The office user who asked. */
  by: string;
};

export type ResendOutcome =
  | { outcome: 'sent'; templateId: string; send: EmailSend }
  | { outcome: 'failed'; templateId: string; send: EmailSend }
  | { outcome: 'not_found' }
  | { outcome: 'cancelled' }
  /** No mailer, or no template id for this kind: nothing was tried, nothing recorded. */
  | { outcome: 'not_configured' };

export type Resender = {
  /** Absent where the service has no EmailJS settings. */
  mailer?: Mailer;
  templates: ConfirmationTemplateIds;
  content: ConfirmationContent;
};

const emailAddress = /[^\s@"'<>]+@[^\s@"'<>]+/g;

/** What the record keeps of a failure: EmailJS's words, any address in them taken out, short. */
export function failureText(error: unknown): string {
  if (error instanceof EmailNotSent) {
    return `${error.status === 0 ? 'no answer from EmailJS' : `EmailJS answered ${error.status}`}: ${error.message
      .replace(/^[^:]*: /, '')
      .replace(emailAddress, '[address]')}`.slice(0, 300);
  }
  return 'the e-mail could not be sent';
}

const sendOf = (row: {
  id: string;
  template: string;
  status: string;
  error: string | null;
  at: string;
  by: string;
}): EmailSend => ({
  id: row.id,
  template: row.template,
  to: 'registrant',
  status: row.status === 'sent' ? 'sent' : 'failed',
  error: row.error,
  at: row.at,
  by: row.by,
});

/** A registration's resends, oldest first: its page's e-mails. */
export async function emailSendsOf(db: Db, reference: string): Promise<EmailSend[]> {
  const rows = await db
    .selectFrom('email_sends')
    .select(['id', 'template', 'status', 'error', 'at', 'by'])
    .where('reference', '=', reference)
    .orderBy('at')
    .orderBy('id')
    .execute();
  return rows.map(sendOf);
}

/** Its passes still good, in its answer's order (a changed trip's new pass in the old one's place). */
async function goodPasses(db: Db, reference: string, result: string): Promise<IssuedPass[]> {
  const listed = (parseData(result) as Partial<RegistrationResult>).passes ?? [];
  const revoked = await db
    .selectFrom('passes')
    .select('id')
    .where('reference', '=', reference)
    .where('revoked_at', 'is not', null)
    .execute();
  const gone = new Set(revoked.map((row) => row.id));
  return listed.filter((pass) => !gone.has(pass.id));
}

export async function resendConfirmation(
  db: Db,
  { reference, actor, at = new Date() }: { reference: string; actor: string; at?: Date },
  { mailer, templates, content }: Resender,
): Promise<ResendOutcome> {
  const who = checkActor(actor);
  const registration = await db
    .selectFrom('registrations')
    .select(['kind', 'lang', 'status', 'data', 'result'])
    .where('reference', '=', reference)
    .executeTakeFirst();
  if (!registration) return { outcome: 'not_found' };
  if (registration.status === 'cancelled') return { outcome: 'cancelled' };
  const kind = registration.kind as Kind;
  const lang: Lang = registration.lang === 'ms' ? 'ms' : 'en';
  const templateId = confirmationTemplateId(templates, confirmationTemplateOf[kind], lang);
  if (!mailer || templateId === '') return { outcome: 'not_configured' };

  const [passes, bookings] = await Promise.all([
    goodPasses(db, reference, registration.result),
    db
      .selectFrom('bookings as b')
      .innerJoin('trips as t', 't.id', 'b.trip_id')
      .select(['t.cruise', 't.day', 't.trip_time', 'b.pax'])
      .where('b.reference', '=', reference)
      .execute(),
  ]);
  const email = confirmationEmail(
    {
      reference,
      kind,
      lang,
      data: parseData(registration.data),
      passes,
      bookings: bookings.map((booking) => ({
        cruise: booking.cruise,
        day: booking.day,
        tripTime: booking.trip_time,
        pax: booking.pax,
      })),
    },
    content,
  );

  let error: string | null = null;
  try {
    await mailer.send({ templateId, params: email.params });
  } catch (failure) {
    error = failureText(failure);
  }
  const when = at.toISOString();
  const send: EmailSend = {
    id: randomUUID(),
    template: templateId,
    to: 'registrant',
    status: error === null ? 'sent' : 'failed',
    error,
    at: when,
    by: who,
  };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('email_sends')
      .values({
        id: send.id,
        reference,
        template: templateId,
        recipient: send.to,
        status: send.status,
        error,
        at: when,
        by: who,
      })
      .execute();
    if (send.status === 'sent') {
      await writeAudit(trx, {
        at: when,
        actor: who,
        action: 'email.resent',
        reference,
        details: { template: templateId, emailSend: send.id },
      });
    }
  });
  return send.status === 'sent' ? { outcome: 'sent', templateId, send } : { outcome: 'failed', templateId, send };
}
