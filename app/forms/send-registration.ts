import type { TemplateParams } from '~/lib/email';
import type { EmailTemplate } from '~/lib/env';
import type { Lang } from '~/lib/lang';
import { loadEmail, loadOutbox } from '~/lib/load-outbox';
import type { QueuedEmail } from '~/lib/outbox';
import { setOutboxHint } from '~/lib/outbox-hint';
import type { SendOutcome } from '~/lib/send-failure';

export type Email = { template: EmailTemplate; params: TemplateParams };

/**
 * What one registration sends: the office's copy and, for some forms, the registrant's own,
 * which goes out in the language of the page the registrant used.
 */
export type RegistrationEmails = { lang: Lang; admin: Email; visitor?: Email };

/** A send's outcome; `queued` is the id of a registration kept on the device to be sent later. */
export type RegistrationOutcome = SendOutcome & { queued?: string };

/**
 * The registration counts once the office's e-mail is out. The registrant's e-mail follows
 * only then, and its failure is only logged: the office already has the registration, and
 * asking the visitor to send again would give the office a duplicate.
 *
 * Every e-mail of a registration carries the same `submissionId`. When a send fails for a
 * reason that passes (offline, 5xx, 429), whatever is not yet sent is kept in the outbox
 * (lib/outbox-store.ts) and sent automatically later, in the same order.
 *
 * The sending code loads on first use (lib/load-outbox.ts; forms start it when first
 * focused). If it cannot be downloaded this throws, and the form says the registration
 * was not sent, with what was typed ready to restore.
 */
export async function sendRegistration({ lang, admin, visitor }: RegistrationEmails): Promise<RegistrationOutcome> {
  const [{ sendEmail }, { queueRegistration }] = await Promise.all([loadEmail(), loadOutbox()]);
  const id = newSubmissionId();
  const emails: QueuedEmail[] = [admin, ...(visitor ? [visitor] : [])].map((email) => ({
    ...email,
    params: { ...email.params, submissionId: id },
    sent: false,
  }));
  const keep = (sent: number) => {
    // Before it is stored, so that no page can load without looking for it.
    setOutboxHint(true);
    return queueRegistration({
      id,
      lang,
      queuedAt: new Date().toISOString(),
      emails: emails.map((email, index) => ({ ...email, sent: index < sent })),
    });
  };

  const [first, second] = emails;
  const sent = await sendEmail(first!.template, first!.params, lang);
  if (!sent.ok) return sent.retryable && (await keep(0)) ? { ...sent, queued: id } : sent;
  if (second) {
    const followUp = await sendEmail(second.template, second.params, lang);
    if (!followUp.ok && followUp.retryable) await keep(1);
  }
  return sent;
}

/** A new id for a registration: unique enough for the office to spot a duplicate. */
function newSubmissionId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
