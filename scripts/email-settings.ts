// Build-time checks of the EmailJS settings, run from vite.config.ts. A production build
// must never point at the local inbox, and should say loudly when identifiers are missing
// (the forms would then fail every send with the SDK's "… is required" message).
import type { Plugin } from 'vite';

export const EMAIL_VARS = [
  'VITE_EMAILJS_PUBLIC_KEY',
  'VITE_EMAILJS_SERVICE_ID',
  'VITE_EMAILJS_TEMPLATE_VISITOR_ADMIN',
  'VITE_EMAILJS_TEMPLATE_EXHIBITOR_ADMIN',
  'VITE_EMAILJS_TEMPLATE_EXHIBITOR_CONFIRMATION',
  'VITE_EMAILJS_TEMPLATE_CONFERENCE_ADMIN',
  'VITE_EMAILJS_TEMPLATE_CONFERENCE_VISITOR',
  'VITE_EMAILJS_TEMPLATE_TICKET_ADMIN',
  'VITE_EMAILJS_TEMPLATE_TICKET_VISITOR',
  'VITE_EMAILJS_TEMPLATE_INTEREST_ADMIN',
  'VITE_EMAILJS_TEMPLATE_INTEREST_CONFIRMATION',
];

/**
 * Needed only where the build has a registrations service (`VITE_REGISTRATIONS_URL`): the
 * public visitor's confirmation, which carries the passes the service issued.
 */
export const SERVICE_EMAIL_VARS = ['VITE_EMAILJS_TEMPLATE_VISITOR_CONFIRMATION'];

/** Malay versions of the registrant's e-mails: optional, English is sent without them. */
export const MALAY_EMAIL_VARS = [
  'VITE_EMAILJS_TEMPLATE_EXHIBITOR_CONFIRMATION_MS',
  'VITE_EMAILJS_TEMPLATE_CONFERENCE_VISITOR_MS',
  'VITE_EMAILJS_TEMPLATE_TICKET_VISITOR_MS',
  'VITE_EMAILJS_TEMPLATE_INTEREST_CONFIRMATION_MS',
];

/** The Malay public visitor's confirmation: optional, and only with a registrations service. */
export const SERVICE_MALAY_EMAIL_VARS = ['VITE_EMAILJS_TEMPLATE_VISITOR_CONFIRMATION_MS'];

/** The Vite mode whose committed `.env.inbox` points the SDK at mail-sink/. */
export const INBOX_MODE = 'inbox';

const isLocalOrigin = (origin: string) => {
  try {
    const { hostname } = new URL(origin);
    return hostname === 'localhost' || hostname === '[::1]' || /^127\./.test(hostname) || hostname === '0.0.0.0';
  } catch {
    return false;
  }
};

/**
 * → `{ error?: string, warning?: string }` for a build in `mode` with `env`. The warning has
 * one line per problem: required identifiers missing, then Malay templates missing.
 */
export function checkEmailSettings(
  mode: string,
  env: Record<string, string | undefined>,
): { error?: string; warning?: string } {
  if (mode === INBOX_MODE) return {};
  const origin = env.VITE_EMAILJS_ORIGIN ?? '';
  if (origin && isLocalOrigin(origin)) {
    return {
      error:
        `VITE_EMAILJS_ORIGIN=${origin} points at this machine in a "${mode}" build. ` +
        'Registrations would never reach EmailJS. Use `npm start` or `npm run build:inbox` for the local inbox.',
    };
  }
  const lines: string[] = [];
  const withService = Boolean(env.VITE_REGISTRATIONS_URL);
  const required = withService ? [...EMAIL_VARS, ...SERVICE_EMAIL_VARS] : EMAIL_VARS;
  const malay = withService ? [...MALAY_EMAIL_VARS, ...SERVICE_MALAY_EMAIL_VARS] : MALAY_EMAIL_VARS;
  const missing = required.filter((name) => !env[name]);
  if (missing.length > 0) {
    lines.push(
      `EmailJS settings missing: ${missing.join(', ')}. This build's forms will report a send failure ` +
        'until they are set (see README, "E-mail (EmailJS) set-up").',
    );
  }
  const missingMalay = malay.filter((name) => !env[name]);
  if (missingMalay.length > 0) {
    lines.push(`${missingMalay.join(', ')} not set: Malay visitors get the English confirmation e-mails.`);
  }
  return lines.length > 0 ? { warning: lines.join('\n') } : {};
}

// A build loads vite.config.ts afresh for each of its Vite builds (client, server), and Vite
// bundles this file into every load, so a module-level flag would be reset each time. The
// flag lives on the process instead: one warning per `npm run build`.
const WARNED = Symbol.for('mybos.emailSettingsGuard.warned');
const processFlags: { [key: symbol]: unknown } = globalThis;

/** The Vite plugin that applies `checkEmailSettings` to every build (not to `react-router typegen`). */
export function emailSettingsGuard() {
  let mode = 'production';
  return {
    name: 'mybos-email-settings-guard',
    apply: 'build',
    configResolved(config: { mode: string }) {
      mode = config.mode;
    },
    async buildStart() {
      const { loadEnv } = await import('vite');
      const { error, warning } = checkEmailSettings(
        mode,
        loadEnv(mode, process.cwd(), ['VITE_EMAILJS_', 'VITE_REGISTRATIONS_']),
      );
      if (error) throw new Error(error);
      if (warning && !processFlags[WARNED]) console.warn(`\n${warning}\n`);
      processFlags[WARNED] ||= Boolean(warning);
    },
  } satisfies Plugin;
}
