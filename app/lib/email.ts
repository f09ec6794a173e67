import { init, send } from '@emailjs/browser';
import { emailConfig, templateIdFor, type EmailTemplate } from './env';
import type { Lang } from './lang';
import { describeSendFailure, isRetryableSendFailure, type SendOutcome } from './send-failure';

/** Every value is text: what the visitor typed, sent literally. */
export type TemplateParams = Record<string, string>;

let initialised = false;

function ensureInit() {
  if (initialised) return;
  // blockHeadless stays off: it would reject every send from a headless browser (our tests).
  init({ publicKey: emailConfig.publicKey, blockHeadless: false }, emailConfig.origin);
  initialised = true;
}

/**
 * Sends one e-mail through EmailJS, in `lang` where a template in that language is configured
 * (`templateIdFor`). Never throws: a failure of any kind (non-2xx answer, network, missing
 * identifier) resolves `{ ok: false }` and is logged with its cause.
 */
export async function sendEmail(
  template: EmailTemplate,
  params: TemplateParams,
  lang: Lang = 'en',
): Promise<SendOutcome> {
  try {
    ensureInit();
    await send(emailConfig.serviceId, templateIdFor(template, lang), params);
    return { ok: true };
  } catch (error) {
    const reason = describeSendFailure(error);
    console.warn(`E-mail "${template}" was not sent. ${reason}`);
    return { ok: false, reason, retryable: isRetryableSendFailure(error) };
  }
}
