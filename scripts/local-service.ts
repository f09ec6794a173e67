// The registrations service (service/) started inside a script: `npm start` runs it beside the
// site and the inbox, and the browser tests on their own port (scripts/e2e-service.ts). In this
// process, through tsx's API (the service is TypeScript: docs/decisions/081-service-runs-typescript-with-tsx.md),
// so a taken port is an error with its code, said in one friendly line, and one Ctrl-C stops all.
// The same startService() as `npm run service`, with settings given here, not read from the
// environment: a DATABASE_URL or PORT meant for something else must not reach it.
import { tsImport } from 'tsx/esm/api';
import type * as Config from '../service/config.ts';
import type { Log, LogEntry } from '../service/http/log.ts';
import type * as StartService from '../service/start-service.ts';
import type { RunningService } from '../service/start-service.ts';

/**
 * Starts the service on `host:port`, storing into `databaseUrl`, answering CORS for `siteOrigin`.
 * `settings`: more of service/config.ts's variables (RATE_LIMIT_MAX…), as strings; `now`, the
 * service's clock (the tests run it inside the forms' registration windows).
 */
export async function startLocalService({
  port,
  host = '127.0.0.1',
  siteOrigin,
  databaseUrl,
  settings = {},
  log,
  now,
}: {
  port: number;
  host?: string;
  siteOrigin: string;
  databaseUrl: string;
  settings?: Record<string, string>;
  log: Log;
  now?: () => Date;
}): Promise<RunningService> {
  const [{ readConfig }, { startService }]: [typeof Config, typeof StartService] = await Promise.all([
    tsImport('../service/config.ts', import.meta.url),
    tsImport('../service/start-service.ts', import.meta.url),
  ]);
  const config = readConfig({
    ...settings,
    PORT: String(port),
    HOST: host,
    SITE_ORIGIN: siteOrigin,
    DATABASE_URL: databaseUrl,
  });
  return startService(config, { log, now });
}

/**
 * The service's own e-mails (the office's invites and resent confirmations) into the local inbox at `inboxOrigin`,
 * which answers EmailJS's REST API: its service id and public key, and the template ids that
 * name files in emails/.
 */
export const localInboxEmailJs = (inboxOrigin: string): Record<string, string> => ({
  EMAILJS_ORIGIN: inboxOrigin,
  EMAILJS_SERVICE_ID: 'local_service',
  EMAILJS_PUBLIC_KEY: 'local-public-key',
  EMAILJS_TEMPLATE_OFFICE_INVITE: 'office_invite',
  // The registrant's confirmations, which the office resends: the same ids as .env.inbox's.
  EMAILJS_TEMPLATE_VISITOR_CONFIRMATION: 'visitor_confirmation',
  EMAILJS_TEMPLATE_EXHIBITOR_CONFIRMATION: 'exhibitor_confirmation',
  EMAILJS_TEMPLATE_CONFERENCE_VISITOR: 'conference_visitor',
  EMAILJS_TEMPLATE_TICKET_VISITOR: 'ticket_visitor',
  EMAILJS_TEMPLATE_INTEREST_CONFIRMATION: 'interest_confirmation',
  EMAILJS_TEMPLATE_VISITOR_CONFIRMATION_MS: 'visitor_confirmation_ms',
  EMAILJS_TEMPLATE_EXHIBITOR_CONFIRMATION_MS: 'exhibitor_confirmation_ms',
  EMAILJS_TEMPLATE_CONFERENCE_VISITOR_MS: 'conference_visitor_ms',
  EMAILJS_TEMPLATE_TICKET_VISITOR_MS: 'ticket_visitor_ms',
  EMAILJS_TEMPLATE_INTEREST_CONFIRMATION_MS: 'interest_confirmation_ms',
});

/** The service's log as short lines for a terminal: `service  PUT /v1/registrations/:reference 201 (12 ms)`. */
export function terminalLog({ level, msg, method, route, status, ms, ...rest }: LogEntry): void {
  const line =
    msg === 'request'
      ? `${method} ${route} ${status} (${ms} ms)`
      : `${level === 'info' ? '' : `${level}: `}${msg} ${JSON.stringify(rest)}`;
  (level === 'error' ? console.error : console.log)(`  service  ${line}`);
}
