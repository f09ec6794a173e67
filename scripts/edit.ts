// `npm run edit`: the organisers' editor on this computer, with no sign-in. decap-server reads
// and writes content/ of this checkout (what you save shows in `git status`), and the dev
// server shows the site rebuilt from it on every save. EDIT_PROXY_PORT (8081) moves the former.
import { fileURLToPath } from 'node:url';
import { binOf, startChild } from './child-processes.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const proxyPort = process.env.EDIT_PROXY_PORT ?? '8081';
const proxy = startChild(binOf('decap-server', 'decap-server'), [], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, PORT: proxyPort, MODE: 'fs', GIT_REPO_DIRECTORY: root, LOG_LEVEL: 'warn' },
});
// The editor finds decap-server on 8081 by itself; another port is named in the address.
const proxyUrl = `http://localhost:${proxyPort}/api/v1`;
const query = proxyPort === '8081' ? '' : `?proxy=${encodeURIComponent(proxyUrl)}`;
console.log(`\n  Editor: http://localhost:5173/admin/${query}`);
console.log('          saves go to content/ in this checkout; review them with `git status` and `git diff`.\n');

const site = startChild('scripts/dev.ts', [...process.argv.slice(2)], { stdio: 'inherit' });
// Either one stopping stops the other (scripts/child-processes.ts stops what is still running).
site.on('exit', (code) => process.exit(code ?? 0));
proxy.on('exit', (code) => {
  if (code) console.error(`decap-server stopped (exit ${code}); is port ${proxyPort} in use? Set EDIT_PROXY_PORT.`);
  process.exit(code ?? 0);
});
