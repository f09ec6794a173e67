// The registrations service for the office's browser tests (e2e/office.spec.ts): over a SQLite
// file emptied first, serving the office's pages (build-office/) at http://localhost:<port>/office,
// the office's origin (OFFICE_ORIGIN: passkeys are bound to a host name), sending its e-mails to
// this run's local inbox (EmailJS's REST API, which the inbox answers). Its clock runs from the
// show's sales period, like the site's tests' service, so the forms' windows take registrations.
import { rmSync } from 'node:fs';
import { salesPeriod } from '../e2e/sales-period.ts';
import { startLocalService } from './local-service.ts';
import { mailSinkPort } from './mail-sink-port.ts';
import { officeTestDatabase, officeTestOrigin, officeTestPort } from './service-test-port.ts';

const file = officeTestDatabase();
for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${file}${suffix}`, { force: true });

// The registrants' confirmations the office resends (EMAILJS_TEMPLATE_*, as the site's), each a
// template the inbox has (emails/, emails/ms/).
const confirmations: Record<string, string> = {};
for (const [name, id] of Object.entries({
  VISITOR_CONFIRMATION: 'visitor_confirmation',
  EXHIBITOR_CONFIRMATION: 'exhibitor_confirmation',
  CONFERENCE_VISITOR: 'conference_visitor',
  TICKET_VISITOR: 'ticket_visitor',
  INTEREST_CONFIRMATION: 'interest_confirmation',
})) {
  confirmations[`EMAILJS_TEMPLATE_${name}`] = id;
  confirmations[`EMAILJS_TEMPLATE_${name}_MS`] = `${id}_ms`;
}
// Given as settings, and in the environment for what reads them there.
Object.assign(process.env, confirmations);

const startedAt = Date.now();
const service = await startLocalService({
  port: officeTestPort(),
  now: () => new Date(salesPeriod + (Date.now() - startedAt)),
  // The office's tests call no page of the site: any origin but the office's.
  siteOrigin: 'http://127.0.0.1:4173',
  databaseUrl: `sqlite:${file}`,
  settings: {
    OFFICE_ORIGIN: officeTestOrigin(),
    RATE_LIMIT_MAX: '100000',
    OFFICE_SIGN_IN_LIMIT: '100000',
    EMAILJS_ORIGIN: `http://127.0.0.1:${mailSinkPort()}`,
    EMAILJS_SERVICE_ID: 'service_office_e2e',
    EMAILJS_PUBLIC_KEY: 'public_office_e2e',
    EMAILJS_TEMPLATE_OFFICE_INVITE: 'office_invite',
    ...confirmations,
  },
  log: (entry) => {
    if (entry.level === 'error') console.error(JSON.stringify(entry));
  },
});
console.log(`Office service: ${officeTestOrigin()}/office (${file}, at ${service.url})`);
