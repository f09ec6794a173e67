// After `react-router build`: turn the prerendered /404 page into build/client/404.html,
// the file static hosts (and scripts/serve.mjs) answer unknown URLs with, status 404.
import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';

const client = new URL('../build/client/', import.meta.url);
const prerendered = new URL('404/index.html', client);

if (!existsSync(prerendered)) {
  console.error('finalize-build: build/client/404/index.html is missing; did the /404 prerender run?');
  process.exit(1);
}
await rename(prerendered, new URL('404.html', client));
await rm(new URL('404/', client), { recursive: true });
console.log('finalize-build: wrote build/client/404.html');
