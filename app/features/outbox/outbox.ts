import type { EmailRequest, TemplateParams } from '~/features/registration/email';
import type { EmailTemplate } from '~/features/registration/env';
import type { Lang } from '~/lib/lang';
import type { SendOutcome } from '~/features/registration/send-failure';
import type { RecordOutcome, RecordRequest, TripLeft } from '~/features/registration/registrations-service';
import type { IssuedPass } from '~/features/passes/issued-pass';
import { passesParam, type PassEmailWords } from '~/features/passes/pass-email';

/**
 * The registration outbox: every registration is written here before its first send and
 * stays until the registrations service has stored it (where the build has one) and EmailJS
 * has accepted its e-mails, so a closed tab, a reload or a dropped
 * network never loses it. This module is the logic only; `outbox-db.ts` gives it IndexedDB
 * and change notices, `outbox-sending.ts` a lock, and the page or the service worker sends.
 */

export type QueuedEmail = {
  template: EmailTemplate;
  /** What goes to EmailJS, resolved when the registration was made (features/registration/email-request.ts). */
  request: EmailRequest;
  sent: boolean;
  /** The registrant's e-mail: its `passes` parameter gets the links of the passes the service issued. */
  withPasses?: true;
};

/** An e-mail queued by a build from before write-ahead: no request, only its parameters. */
export type LegacyQueuedEmail = { template: EmailTemplate; params: TemplateParams; sent: boolean };

export type QueuedRegistration = {
  /** The registration's `submissionId`, also a parameter of each of its e-mails. */
  id: string;
  lang: Lang;
  queuedAt: string;
  /**
   * Where the build has a registrations service: the registration as it stores it, sent
   * before any e-mail, which go only once it is stored (features/registration/registrations-service.ts).
   */
  record?: {
    request: RecordRequest;
    stored: boolean;
    /** Once stored: the passes the service issued. */
    passes?: IssuedPass[];
    /** How the registrant's e-mail names them, in the registration's language. */
    passWords?: PassEmailWords;
  };
  /** In sending order: the office's e-mail first, then the registrant's. */
  emails: Array<QueuedEmail | LegacyQueuedEmail>;
  /** Set when the service or the office's e-mail refused it for good (a 4xx answer). */
  failed?: string;
  /** With `failed`: the service refused the order because these trips have fewer seats left. */
  tripsFull?: TripLeft[];
  /** With `failed`: the service refused it because the form's registration window is shut. */
  closed?: true;
  /**
   * True while the page that took the registration still waits for its first answer: the
   * header then leaves it to that page's form, and counts it as waiting once this is cleared
   * (its first send failed) or the page has plainly gone (`isWaitingForVisitor`).
   */
  firstTry?: boolean;
};

/** How long a form waits for its registration's first answer before saying it is kept. */
export const firstAnswerWithinMs = 60_000;

/** Whether the header should count the registration as waiting to be sent. */
export function isWaitingForVisitor(entry: QueuedRegistration, now = Date.now()) {
  if (entry.failed) return false;
  return !entry.firstTry || now - Date.parse(entry.queuedAt) > firstAnswerWithinMs;
}

export type OutboxStore = {
  list(): Promise<QueuedRegistration[]>;
  save(entry: QueuedRegistration): Promise<void>;
  remove(id: string): Promise<void>;
};

/** Sends one stored request; `name` is the site's name for the e-mail, for the log. */
export type Send = (request: EmailRequest, name: EmailTemplate) => Promise<SendOutcome>;

/** Stores a registration with the registrations service. */
export type StoreRecord = (request: RecordRequest) => Promise<RecordOutcome>;

/**
 * What one flush did, by registration id. `delivered`: the office has the registration (its
 * e-mail went now or before; the registrant's may still wait). `waiting`: still in the outbox
 * for a later try. `sent` ⊆ `delivered`: nothing of it is left to send.
 */
export type FlushReport = {
  sent: string[];
  delivered: string[];
  failed: string[];
  waiting: string[];
  /** The passes of each registration the service has stored, for its form's confirmation. */
  passes?: Record<string, IssuedPass[]>;
};

/** Whether a flush reached any registration. */
export const reachedAny = (report: FlushReport) =>
  [report.sent, report.delivered, report.failed, report.waiting].some((ids) => ids.length > 0);

type SendableRegistration = Omit<QueuedRegistration, 'emails'> & { emails: QueuedEmail[] };

const isSendable = (email: QueuedEmail | LegacyQueuedEmail): email is QueuedEmail => 'request' in email;
const isSendableEntry = (entry: QueuedRegistration): entry is SendableRegistration => entry.emails.every(isSendable);

/**
 * Sends what is waiting, oldest registration first and each one's e-mails in order. An
 * e-mail is marked sent before the next one goes, so a follow-up never goes before its
 * office e-mail, and none twice. A failure that passes stops the whole flush (the network is
 * likely down); one that does not marks that registration and moves on. A registration from
 * an older build (no requests yet) is left for a page to bring up to date (`upgradeLegacy`).
 */
export async function flushOutbox(store: OutboxStore, send: Send, storeRecord?: StoreRecord): Promise<FlushReport> {
  const entries = (await store.list())
    .filter((entry) => !entry.failed)
    .sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
  const report: FlushReport = { sent: [], delivered: [], failed: [], waiting: [], passes: {} };
  let stopped = false;
  for (const entry of entries) {
    if (stopped || !isSendableEntry(entry)) {
      report.waiting.push(entry.id);
      if (entry.emails[0]?.sent) report.delivered.push(entry.id);
      // Its form now tells the visitor it is kept: from here on the header counts it too.
      if (entry.firstTry) await store.save({ ...entry, firstTry: false });
      continue;
    }
    const result = await sendEntry(store, entry, send, storeRecord);
    if (result.passes?.length) report.passes![entry.id] = result.passes;
    if (result.officeHasIt) report.delivered.push(entry.id);
    if (result.state === 'waiting') stopped = true;
    report[result.state].push(entry.id);
  }
  return report;
}

async function sendEntry(store: OutboxStore, queued: SendableRegistration, send: Send, storeRecord?: StoreRecord) {
  let entry = queued;
  // First the service, where there is one: nothing is e-mailed that it has not stored.
  if (entry.record && !entry.record.stored) {
    if (!storeRecord) return { state: 'waiting' as const, officeHasIt: false };
    const outcome = await storeRecord(entry.record.request);
    if (!outcome.ok) {
      if (outcome.retryable) {
        if (entry.firstTry) await store.save({ ...entry, firstTry: false });
        return { state: 'waiting' as const, officeHasIt: false };
      }
      const tripsFull = 'tripsFull' in outcome ? { tripsFull: outcome.tripsFull } : {};
      const closed = 'closed' in outcome ? { closed: true as const } : {};
      await store.save({ ...entry, failed: outcome.reason, ...tripsFull, ...closed });
      return { state: 'failed' as const, officeHasIt: false };
    }
    entry = { ...entry, record: { ...entry.record, stored: true, passes: outcome.passes } };
    await store.save(entry);
  }
  const passes = entry.record?.passes;
  const emails = entry.emails.map((email) => ({ ...email }));
  const officeHasIt = () => emails[0]?.sent === true;
  for (const [index, email] of emails.entries()) {
    if (email.sent) continue;
    const outcome = await send(withPassLinks(email, entry.record), email.template);
    if (!outcome.ok) {
      if (outcome.retryable) {
        if (entry.firstTry) await store.save({ ...entry, emails, firstTry: false });
        return { state: 'waiting' as const, officeHasIt: officeHasIt(), passes };
      }
      if (index === 0) {
        await store.save({ ...entry, emails, failed: outcome.reason });
        return { state: 'failed' as const, officeHasIt: false };
      }
      // The office has the registration; a follow-up refused for good is only logged, as
      // the specification asks of a first try.
      break;
    }
    email.sent = true;
    // Still its first try (the header leaves it to its form) until something of it fails.
    await store.save({ ...entry, emails });
  }
  await store.remove(entry.id);
  return { state: 'sent' as const, officeHasIt: true, passes };
}

/** The e-mail's request, the registrant's with the links of the passes the service issued. */
function withPassLinks(email: QueuedEmail, record: QueuedRegistration['record']): EmailRequest {
  if (!email.withPasses || !record?.passes || !record.passWords) return email.request;
  const passes = passesParam(record.passes, record.passWords);
  return { ...email.request, params: { ...email.request.params, passes } };
}

/** What a flush report says of one registration; undefined when the flush did not reach it. */
export function outcomeOf(report: FlushReport, id: string): 'delivered' | 'failed' | 'waiting' | undefined {
  if (report.delivered.includes(id)) return 'delivered';
  if (report.failed.includes(id)) return 'failed';
  if (report.waiting.includes(id)) return 'waiting';
  return undefined;
}

/** Gives registrations queued by an older build the requests this build would send. */
export async function upgradeLegacy(
  store: OutboxStore,
  toRequest: (template: EmailTemplate, params: TemplateParams, lang: Lang) => EmailRequest,
) {
  for (const entry of await store.list()) {
    if (isSendableEntry(entry)) continue;
    const emails = entry.emails.map((email) =>
      isSendable(email)
        ? email
        : { template: email.template, sent: email.sent, request: toRequest(email.template, email.params, entry.lang) },
    );
    await store.save({ ...entry, emails });
  }
}
