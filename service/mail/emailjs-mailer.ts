/**
 * E-mails the service sends itself (the office's invites and resent confirmations), through
 * EmailJS's REST API with the account's private key: the same account, service and templates
 * the site's forms send with, so the organisers keep one place for their e-mails. Locally the
 * inbox in mail-sink/ answers the same API. EmailJS must allow "API calls for non-browser
 * applications" (Account → Security) for this; docs/deployment.md says how.
 */

/** One e-mail: an EmailJS template id and its parameters, as the forms send them. */
export type Email = { templateId: string; params: Record<string, string> };

export type Mailer = { send(email: Email): Promise<void> };

export type EmailJsSettings = {
  /** `EMAILJS_ORIGIN`: https://api.emailjs.com, or the local inbox. */
  origin: string;
  /** `EMAILJS_SERVICE_ID`. */
  serviceId: string;
  /** `EMAILJS_PUBLIC_KEY`: the account's public key (EmailJS's `user_id`). */
  publicKey: string;
  /** `EMAILJS_PRIVATE_KEY`: the account's private key (`accessToken`); the local inbox needs none. */
  privateKey?: string;
};

/** EmailJS's refusal (or no answer): what it said, for the office to show; never the parameters. */
export class EmailNotSent extends Error {
  readonly status: number;

  constructor(status: number, detail: string) {
    super(`EmailJS did not send the e-mail (${status === 0 ? 'no answer' : status}): ${detail}`);
    this.status = status;
  }
}

export function emailJsMailer(settings: EmailJsSettings, timeoutMs = 15_000): Mailer {
  const url = new URL('/api/v1.0/email/send', settings.origin);
  return {
    async send({ templateId, params }) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            service_id: settings.serviceId,
            template_id: templateId,
            user_id: settings.publicKey,
            ...(settings.privateKey ? { accessToken: settings.privateKey } : {}),
            template_params: params,
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new EmailNotSent(0, error instanceof Error ? error.message : String(error));
      }
      if (!response.ok) throw new EmailNotSent(response.status, (await response.text()).slice(0, 300));
    },
  };
}
