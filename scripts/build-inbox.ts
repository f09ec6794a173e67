// `npm run build:inbox`: the static build with the local e-mail settings (`.env.inbox`), its SDK
// pointing at the inbox on MAIL_SINK_PORT (see scripts/mail-sink-port.ts), and no registrations
// service: the browser tests' main build, and the one check:html and test:build check.
// `npm run build:inbox -- --service`: the same build calling the browser tests' registrations
// service (scripts/service-test-port.ts), into build-service/, leaving build/ as it is
// (docs/decisions/083-a-second-test-build-with-the-service.md). `npm start` builds with its own
// service; `npm run build` is the production build and never points here.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientDirectory } from './build-dir.ts';
import { INBOX_MODE } from './email-settings.ts';
import { mailSinkPort } from './mail-sink-port.ts';
import { SERVICE_BUILD_DIR, serviceTestUrl } from './service-test-port.ts';

export const inboxOrigin = (port = mailSinkPort()) => `http://127.0.0.1:${port}`;

/** Where the browser tests read which inbox a build sends to (sirv does not serve dotfiles). */
export const EMAIL_ORIGIN_MARKER = '.email-origin';
/** And which registrations service it calls: absent in a build without one. */
export const REGISTRATIONS_URL_MARKER = '.registrations-url';

/**
 * Builds into build/ (or `buildDir`), sending e-mails to the inbox at `origin` and, with
 * `registrationsUrl`, registrations to that service first.
 */
export function buildForInbox({
  origin = inboxOrigin(),
  registrationsUrl,
  buildDir,
}: { origin?: string; registrationsUrl?: string; buildDir?: string } = {}): void {
  const env = {
    ...process.env,
    VITE_EMAILJS_ORIGIN: origin,
    // Empty, not unset, when there is none: Vite lets the environment override the .env files,
    // so neither a variable left in the shell nor a local .env file makes this a service build.
    VITE_REGISTRATIONS_URL: registrationsUrl ?? '',
    SITE_BUILD_DIR: buildDir ?? '',
  };
  const steps: [string, string[]][] = [
    ['npx', ['react-router', 'build', '--mode', INBOX_MODE]],
    ['node', ['scripts/finalize-build.ts']],
    ['npx', ['vite-node', 'scripts/editor/write-admin.ts']],
  ];
  for (const [command, args] of steps) {
    const run = spawnSync(command, args, { stdio: 'inherit', env });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
  const client = clientDirectory(env);
  writeFileSync(join(client, EMAIL_ORIGIN_MARKER), origin);
  if (registrationsUrl) writeFileSync(join(client, REGISTRATIONS_URL_MARKER), registrationsUrl);
  console.log(
    `build:inbox: forms send to ${origin}${registrationsUrl ? `, registrations to ${registrationsUrl}` : ''}, in ${client}`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  if (args.some((arg) => arg !== '--service')) {
    console.error('Usage: npm run build:inbox [-- --service]');
    process.exit(1);
  }
  if (args.includes('--service')) buildForInbox({ registrationsUrl: serviceTestUrl(), buildDir: SERVICE_BUILD_DIR });
  else buildForInbox();
}
