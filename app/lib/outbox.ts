import type { TemplateParams } from './email';
import type { EmailTemplate } from './env';
import type { Lang } from './lang';
import type { SendOutcome } from './send-failure';

/**
 * The registration outbox: registrations whose sending failed for a reason that passes (no
 * network, a server error, too many requests), kept on the device until EmailJS accepts them.
 * This module is the logic only; `outbox-store.ts` gives it IndexedDB, a lock across tabs and
 * change notices.
 */

export type QueuedEmail = { template: EmailTemplate; params: TemplateParams; sent: boolean };

export type QueuedRegistration = {
  /** The registration's `submissionId`, also a parameter of each of its e-mails. */
  id: string;
  lang: Lang;
  queuedAt: string;
  /** In sending order: the office's e-mail first, then the registrant's. */
  emails: QueuedEmail[];
  /** Set when the office's e-mail was refused for good on a later try (a 4xx answer). */
  failed?: string;
};

export type OutboxStore = {
  list(): Promise<QueuedRegistration[]>;
  save(entry: QueuedRegistration): Promise<void>;
  remove(id: string): Promise<void>;
};

export type Send = (template: EmailTemplate, params: TemplateParams, lang: Lang) => Promise<SendOutcome>;

export type FlushReport = { sent: string[]; failed: string[]; waiting: number };

/**
 * Sends what is waiting, oldest registration first and each one's e-mails in order. An
 * e-mail is marked sent before the next one goes, so nothing is sent twice and a follow-up
 * never goes before its office e-mail. A failure that passes stops the whole flush (the
 * network is likely down); one that does not marks that registration and moves on.
 */
export async function flushOutbox(store: OutboxStore, send: Send): Promise<FlushReport> {
  const entries = (await store.list())
    .filter((entry) => !entry.failed)
    .sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
  const report: FlushReport = { sent: [], failed: [], waiting: 0 };
  for (const [index, entry] of entries.entries()) {
    const result = await sendEntry(store, entry, send);
    if (result === 'waiting') {
      report.waiting = entries.length - index;
      break;
    }
    report[result].push(entry.id);
  }
  return report;
}

async function sendEntry(store: OutboxStore, entry: QueuedRegistration, send: Send) {
  const emails = entry.emails.map((email) => ({ ...email }));
  for (const [index, email] of emails.entries()) {
    if (email.sent) continue;
    const outcome = await send(email.template, email.params, entry.lang);
    if (!outcome.ok) {
      if (outcome.retryable) return 'waiting' as const;
      if (index === 0) {
        await store.save({ ...entry, emails, failed: outcome.reason });
        return 'failed' as const;
      }
      // The office has the registration; a follow-up refused for good is only logged, as
      // when it fails on the first try.
      break;
    }
    email.sent = true;
    await store.save({ ...entry, emails });
  }
  await store.remove(entry.id);
  return 'sent' as const;
}
