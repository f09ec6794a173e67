// `npm start`: the local inbox and the registrations service, then the site built against both
// and the office's pages (`npm run build:office`, served by the service at /office), and the
// four URLs. PORT (4173), MAIL_SINK_PORT (8025) and SERVICE_PORT (8787) move them.
// The service stores into .data/registrations.sqlite and answers the site's origin only (CORS),
// so the site is on 127.0.0.1, the address printed: http://localhost:4173 could not call it.
import { spawnSync } from 'node:child_process';
import type { Server } from 'node:http';
import { startMailSink } from '../mail-sink/main.ts';
import { buildForInbox, inboxOrigin } from './build-inbox.ts';
import { localInboxEmailJs, startLocalService, terminalLog } from './local-service.ts';
import { createStaticServer } from './serve.ts';

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4173);
const servicePort = Number(process.env.SERVICE_PORT ?? 8787);
// An address to type, also when HOST listens on every interface.
const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
const siteOrigin = `http://${shownHost}:${port}`;
const serviceUrl = `http://${shownHost}:${servicePort}`;
// The office is served by the service, on localhost: a passkey needs a host name, not an IP
// address (the service's OFFICE_ORIGIN default, http://localhost:<port>).
const officeUrl = `http://localhost:${servicePort}/office`;

function portTaken(error: unknown, what: string, variable: string): never {
  if (!(error instanceof Error) || !('code' in error) || error.code !== 'EADDRINUSE') throw error;
  const port = 'port' in error ? error.port : undefined;
  console.error(`\n${what}: port ${port} is already in use. Stop what runs there or set ${variable}.\n`);
  process.exit(1);
}

// The inbox and the service first: a taken port is then said at once, not after the build.
const inbox: { server: Server; url: string } = await startMailSink().catch((error) =>
  portTaken(error, 'Inbox', 'MAIL_SINK_PORT'),
);
const service = await startLocalService({
  port: servicePort,
  host,
  siteOrigin,
  databaseUrl: 'sqlite:.data/registrations.sqlite',
  // The office's invites land in the inbox too.
  settings: localInboxEmailJs(new URL(inbox.url).origin),
  log: terminalLog,
}).catch((error) => portTaken(error, 'Service', 'SERVICE_PORT'));

buildForInbox({ origin: inboxOrigin(), registrationsUrl: serviceUrl });
const office = spawnSync('npm', ['run', 'build:office'], { stdio: 'inherit' });
if (office.status !== 0) process.exit(office.status ?? 1);

const site = createStaticServer();
site.once('error', (error) => portTaken(error, 'Site', 'PORT'));
site.listen(port, host, () => {
  console.log(`\n  Site:     ${siteOrigin}/`);
  console.log(`  Inbox:    ${inbox.url}   (every e-mail the forms send lands here)`);
  console.log(`  Service:  ${serviceUrl}/v1/trips   (registrations and seats, in .data/registrations.sqlite)`);
  console.log(`  Office:   ${officeUrl}   (first admin: npm run office:invite -- <email> --role admin)\n`);
});

// Ctrl-C: stop taking requests, let the service finish what it has and close its database.
let stopping = false;
function stop() {
  if (stopping) process.exit(1); // a second Ctrl-C does not wait
  stopping = true;
  site.close();
  site.closeAllConnections();
  inbox.server.close();
  inbox.server.closeAllConnections();
  service.close(2_000).then(
    () => {
      console.log('\n  Stopped: site, inbox and service.');
      process.exit(0);
    },
    (error: unknown) => {
      console.error(`Service: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
