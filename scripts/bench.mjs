// `npm run bench`: Lighthouse (mobile and desktop presets, median of 3 runs) on every page of
// the production build served locally; prints one table, writes bench/results.md and
// bench/results.json, and exits non-zero when a budget in bench/budgets.json is missed.
//   --no-build       use the existing build/client
//   --runs N         runs per page and preset (default 3)
//   --only /a,/b     measure only these paths
//   --reports        also save each run's Lighthouse HTML report to bench/reports/ (to find
//                    causes: LCP element and breakdown, layout shifts, request chains)
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumArgs, findChromium } from './chromium.mjs';
import { evaluateBudgets, median, summarise } from './bench-report.mjs';

const { values: args } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    reports: { type: 'boolean', default: false },
  },
});
const runs = Number(args.runs);
const lighthouseVersion = JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version;
const port = Number(process.env.BENCH_PORT ?? 4180);

if (!args['no-build']) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Production hosts serve over HTTP/2; a throwaway self-signed certificate lets the local
// server do the same (Chromium is told to accept it).
const certDir = mkdtempSync(join(tmpdir(), 'mybos-bench-'));
execFileSync(
  'openssl',
  [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=localhost',
    '-keyout',
    join(certDir, 'key.pem'),
    '-out',
    join(certDir, 'cert.pem'),
  ],
  { stdio: 'ignore' },
);
const tls = { key: readFileSync(join(certDir, 'key.pem')), cert: readFileSync(join(certDir, 'cert.pem')) };
const { createStaticServer } = await import('./serve.mjs');
const server = createStaticServer({ tls }).listen(port, '127.0.0.1');
const origin = `https://localhost:${port}`;

const sitemap = readFileSync('build/client/sitemap.xml', 'utf8');
const allPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
const paths = args.only ? args.only.split(',') : allPaths;

const chromePath = findChromium();
if (!chromePath) {
  console.error('bench: no Chromium found (set CHROME_PATH or run `node scripts/chromium.mjs`).');
  process.exit(1);
}
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--ignore-certificate-errors', ...chromiumArgs],
});

async function measure(path, preset) {
  const samples = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await lighthouse(
      `${origin}${path}`,
      { port: chrome.port, output: args.reports ? 'html' : 'json', logLevel: 'error' },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    samples.push(summarise(result.lhr));
    if (args.reports) {
      mkdirSync('bench/reports', { recursive: true });
      const name = `${path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')}-${preset}-${run + 1}.html`;
      writeFileSync(join('bench/reports', name), result.report);
    }
  }
  const pick = (key) => median(samples.map((sample) => sample[key]));
  return Object.fromEntries(Object.keys(samples[0]).map((key) => [key, pick(key)]));
}

const rows = [];
try {
  for (const path of paths) {
    for (const preset of ['mobile', 'desktop']) {
      const metrics = await measure(path, preset);
      rows.push({ path, preset, ...metrics });
      console.log(
        `${preset.padEnd(7)} ${path.padEnd(26)} perf ${metrics.performance} a11y ${metrics.accessibility} bp ${metrics.bestPractices} seo ${metrics.seo} LCP ${metrics.lcpMs}ms TBT ${metrics.tbtMs}ms CLS ${metrics.cls} total ${metrics.totalKb}KB JS ${metrics.jsKb}KB`,
      );
    }
  }
} finally {
  await chrome.kill();
  server.close();
}

const budgets = JSON.parse(readFileSync('bench/budgets.json', 'utf8'));
const misses = evaluateBudgets(rows, budgets);

const header = '| route | preset | perf | a11y | best practices | SEO | LCP ms | TBT ms | CLS | total KB | JS KB |';
const table = [
  header,
  '|---|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (row) =>
      `| ${row.path} | ${row.preset} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.lcpMs} | ${row.tbtMs} | ${row.cls} | ${row.totalKb} | ${row.jsKb} |`,
  ),
].join('\n');
const verdict = misses.length
  ? `**${misses.length} budget(s) missed:**\n\n${misses.map((miss) => `- ${miss}`).join('\n')}`
  : '**Every budget met.**';
const markdown = `# Benchmark results\n\nLighthouse ${lighthouseVersion} on Debian Chromium, median of ${runs} runs per page and preset, production build served locally (${new Date().toISOString().slice(0, 10)}). Budgets: bench/budgets.json.\n\n${table}\n\n${verdict}\n`;

writeFileSync('bench/results.md', markdown);
writeFileSync('bench/results.json', `${JSON.stringify({ runs, rows, misses }, null, 2)}\n`);
console.log(`\n${table}\n\n${verdict}\n\nWritten to bench/results.md and bench/results.json`);
process.exit(misses.length ? 1 : 0);
