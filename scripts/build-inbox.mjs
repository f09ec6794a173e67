// `npm run build:inbox`: the static build with the local e-mail settings (`.env.inbox`),
// its SDK pointing at the inbox on MAIL_SINK_PORT (see scripts/mail-sink-port.mjs). `npm start` and the browser tests
// use it; `npm run build` is the production build and never points here.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { INBOX_MODE } from './email-settings.mjs';
import { mailSinkPort } from './mail-sink-port.mjs';

export const inboxOrigin = (port = mailSinkPort()) => `http://127.0.0.1:${port}`;

/** Where the browser tests read which inbox the build sends to (sirv does not serve dotfiles). */
export const ORIGIN_MARKER = fileURLToPath(new URL('../build/client/.email-origin', import.meta.url));

export function buildForInbox(origin = inboxOrigin()) {
  const env = { ...process.env, VITE_EMAILJS_ORIGIN: origin };
  for (const [command, args] of [
    ['npx', ['react-router', 'build', '--mode', INBOX_MODE]],
    ['node', ['scripts/finalize-build.mjs']],
    ['npx', ['vite-node', 'scripts/editor/write-admin.ts']],
  ]) {
    const run = spawnSync(command, args, { stdio: 'inherit', env });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
  writeFileSync(ORIGIN_MARKER, origin);
  console.log(`build:inbox: forms send to ${origin}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildForInbox();
