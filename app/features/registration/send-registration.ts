import type { TemplateParams } from './email';
import { emailRequest } from './email-request';
import type { EmailTemplate } from './env';
import type { Lang } from '~/lib/lang';
import type { QueuedRegistration } from '~/features/outbox/outbox';
import { setOutboxHint } from '~/features/outbox/outbox-hint';
import { deliverRegistration } from '~/features/outbox/outbox-store';
import type { SendOutcome } from './send-failure';
import { serviceOrigin } from './service-origin';
import { recordRequest, type RegistrationKind, type TripLeft } from './registrations-service';
import { passLinks, type PassLink } from '~/features/passes/pass-label';
import type { PassEmailWords } from '~/features/passes/pass-email';

export type Email = { template: EmailTemplate; params: TemplateParams };

/**
 * What one registration sends: the office's copy and, for some forms, the registrant's own,
 * which goes out in the language of the page the registrant used.
 */
export type RegistrationEmails = { lang: Lang; admin: Email; visitor?: Email };

/**
 * A registration: its e-mails and, for the registrations service, its kind and the fields as
 * typed, and how the registrant's e-mail names the passes the service will issue it.
 */
export type Registration = RegistrationEmails & {
  record?: { kind: RegistrationKind; data: unknown; passWords?: PassEmailWords };
};

/** Every kind but the interest form's gets passes (service/passes/claims.ts). */
const getsPasses = (kind: RegistrationKind | undefined) => kind !== undefined && kind !== 'interest';

/**
 * A send's outcome; `queued` is the id of a registration kept on the device to be sent later;
 * `tripsFull`, on a refusal, the trips of an order that have fewer seats left than it asks;
 * `passes`, those the registrations service issued it, as its confirmation links to them.
 */
export type RegistrationOutcome = SendOutcome & {
  queued?: string;
  tripsFull?: TripLeft[];
  passes?: PassLink[];
  /** Refused by the registrations service: the form's registration window is shut. */
  closed?: true;
};

/**
 * The registration is written to the outbox on this device before anything is sent
 * (features/outbox/outbox-store.ts), then sent: by the service worker where one controls the page, so a
 * navigation or a closed tab cannot cut it, else by the page. It counts once the office's
 * e-mail is out; the registrant's follows only then, and its failure is only logged (asking
 * the visitor to send again would give the office a duplicate).
 *
 * Where the build has a registrations service, the registration is stored there first, by
 * its `submissionId`, and the e-mails go only once it is (features/outbox/outbox.ts).
 *
 * Every e-mail of a registration carries the same `submissionId`. When a send fails for a
 * reason that passes (offline, 5xx, 429), what is not yet sent stays in the outbox and goes
 * automatically later, in the same order. A refusal for good (4xx) is not kept.
 *
 * This module, and the outbox's chunk with it, loads on first use (features/outbox/load-outbox.ts
 * `loadSending`; forms start it when first focused). If it cannot be downloaded, the form says
 * the registration was not sent, with what was typed ready to restore.
 */
export async function sendRegistration({ lang, admin, visitor, record }: Registration): Promise<RegistrationOutcome> {
  const id = newSubmissionId();
  const request = record && recordRequest(id, { kind: record.kind, data: record.data, lang }, serviceOrigin);
  // The registrant's e-mail names its passes; `passes` stays empty where none are issued (no service).
  const withPasses = getsPasses(record?.kind);
  const entry: QueuedRegistration = {
    id,
    lang,
    queuedAt: new Date().toISOString(),
    firstTry: true,
    ...(request
      ? { record: { request, stored: false, ...(record.passWords ? { passWords: record.passWords } : {}) } }
      : {}),
    emails: [{ ...admin, withPasses: false }, ...(visitor ? [{ ...visitor, withPasses }] : [])].map(
      ({ template, params, withPasses }) => ({
        template,
        request: emailRequest(template, { ...params, ...(withPasses ? { passes: '' } : {}), submissionId: id }, lang),
        sent: false,
        ...(withPasses ? { withPasses: true as const } : {}),
      }),
    ),
  };
  // Before it is stored, so that no page can load without looking for it.
  setOutboxHint(true);
  const delivery = await deliverRegistration(entry);
  switch (delivery.state) {
    case 'delivered':
      return {
        ok: true,
        ...(delivery.passes && record?.passWords
          ? { passes: passLinks(delivery.passes, record.passWords.titles) }
          : {}),
      };
    case 'failed':
      return {
        ok: false,
        reason: delivery.reason,
        retryable: false,
        ...(delivery.tripsFull ? { tripsFull: delivery.tripsFull } : {}),
        ...(delivery.closed ? { closed: true as const } : {}),
      };
    case 'waiting':
      return {
        ok: false,
        reason: 'Not sent yet: no answer from EmailJS',
        retryable: true,
        ...(delivery.kept ? { queued: id } : {}),
      };
  }
}

/** A new id for a registration: unique enough for the office to spot a duplicate. */
export function newSubmissionId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  // `randomUUID` needs a secure context (a page on plain http other than localhost has none):
  // a version-4 UUID all the same, which the registrations service requires as a reference.
  const hex = Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const id = hex.join('');
  return `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`;
}
