import { init, send } from '@emailjs/browser';
import { describeSendFailure, isRetryableSendFailure, type SendOutcome } from './send-failure';

/** Every value is text: what the visitor typed, sent literally. */
export type TemplateParams = Record<string, string>;

/**
 * One e-mail exactly as it goes to EmailJS: where, with which identifiers, and its parameters.
 * A registration stores these before its first send (the outbox), so a page and the service
 * worker send the same request, whichever build or language resolved it (email-request.ts).
 */
export type EmailRequest = {
  origin: string;
  publicKey: string;
  serviceId: string;
  templateId: string;
  params: TemplateParams;
};

/**
 * Sends one e-mail through the EmailJS SDK, the site's only use of it: in a page, and in the
 * service worker (the SDK only needs `fetch`). Never throws: a failure of any kind (non-2xx
 * answer, network, missing identifier) resolves `{ ok: false }` and is logged with its cause
 * and the e-mail's `name` (the site's name for it, such as `exhibitorConfirmation`).
 */
export async function sendEmail(request: EmailRequest, name: string = request.templateId): Promise<SendOutcome> {
  try {
    // blockHeadless stays off: it would reject every send from a headless browser (our tests).
    // init only sets the SDK's defaults; calling it per send lets each request carry its own.
    init({ publicKey: request.publicKey, blockHeadless: false }, request.origin);
    await send(request.serviceId, request.templateId, request.params);
    return { ok: true };
  } catch (error) {
    const reason = describeSendFailure(error);
    console.warn(`E-mail "${name}" (template ${request.templateId}) was not sent. ${reason}`);
    return { ok: false, reason, retryable: isRetryableSendFailure(error) };
  }
}
