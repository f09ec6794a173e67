// `npm install` runs this (postinstall). @react-router/dev 7.18.4 creates its internal Vite
// servers with `envFile: false`, which Vite 8 reports as deprecated on every build (9 times).
// Vite treats it exactly as `envDir: false`, and React Router 8.4 made the same change, but
// 8.x needs Node 22.22 and we run Node 20, so the last 7.x gets the one-word fix here.
// Remove this script when moving to React Router 8 (docs/decisions/001-react-router-7-18-4-with-a-one-word-patch.md).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../node_modules/@react-router/dev/dist/', import.meta.url));
const files = ['vite.js', 'cli/index.js', 'vite/cloudflare.js'].map((file) => dist + file);

let patched = 0;
for (const file of files) {
  if (!existsSync(file)) continue;
  const source = readFileSync(file, 'utf8');
  if (!source.includes('envFile: false')) continue;
  writeFileSync(file, source.replaceAll('envFile: false', 'envDir: false'));
  patched += 1;
}
if (patched > 0) console.log(`patch-react-router-dev: envFile → envDir in ${patched} file(s)`);
