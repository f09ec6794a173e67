// `npm run check:html`: the Nu Html Checker (vnu-jar) on every prerendered page of
// build/client; fails on any error. Needs Java 17+ (Debian: `default-jre-headless`).
// First, what the build's files must say of the site search, which needs no browser
// (scripts/search-index.ts): every page of the sitemap indexed in its own language, and no
// page, route data or precache asking for the index before the search is opened.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import vnu from 'vnu-jar';
import { z } from 'zod/mini';
import { searchIndexProblems } from './search-index.ts';

const root = 'build/client';

const searchProblems = searchIndexProblems(resolve(root));
for (const problem of searchProblems) console.error(`check:html: search index: ${problem}`);
if (searchProblems.length) process.exitCode = 1;
else console.log('check:html: the search index holds every page of the sitemap, and no page asks for it.');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
if (java.error || java.status !== 0) {
  console.error(
    'check:html needs Java 17 or newer for the Nu Html Checker. On Debian: apt-get install -y default-jre-headless',
  );
  process.exit(1);
}

const files = htmlFiles(root).sort();
if (files.length === 0) {
  console.error(`check:html: no HTML in ${root}; run \`npm run build\` first.`);
  process.exit(1);
}

const result = spawnSync('java', ['-jar', String(vnu), '--errors-only', '--format', 'json', ...files], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
// vnu writes its JSON report to stderr: what this reads of it.
const report = z.object({
  messages: z.optional(
    z.array(
      z.object({
        type: z.optional(z.string()),
        subType: z.optional(z.string()),
        url: z.optional(z.string()),
        lastLine: z.optional(z.number()),
        firstColumn: z.optional(z.number()),
        message: z.optional(z.string()),
        extract: z.optional(z.string()),
      }),
    ),
  ),
});
const { messages = [] } = report.parse(JSON.parse(result.stderr || '{"messages":[]}'));
const errors = messages.filter((message) => message.type === 'error' || message.subType === 'fatal');

for (const error of errors) {
  const file = relative(resolve(root), fileURLToPath(error.url ?? ''));
  console.error(`${file}:${error.lastLine ?? '?'}:${error.firstColumn ?? '?'} ${error.message}`);
  if (error.extract) console.error(`    ${error.extract.replaceAll('\n', ' ').trim()}`);
}
if (errors.length || result.status !== 0) {
  console.error(`check:html: ${errors.length} error(s) in ${files.length} pages.`);
  process.exit(1);
}
if (searchProblems.length) {
  console.error(`check:html: ${searchProblems.length} problem(s) with the search index (above).`);
  process.exit(1);
}
console.log(`check:html: ${files.length} pages, 0 errors (Nu Html Checker).`);
