// `npm run bench`: Lighthouse (mobile and desktop presets, median of 3 runs) on every page of
// the production build served locally, and on the floor page (bench/floor/: a bare
// prerendered React Router app) in the same run, so each page's mobile FCP and LCP can be
// read as a multiple of what the stack allows. Serves HTTP/2 by default; `--http1` measures
// the mobile preset over HTTP/1.1 instead. Writes that protocol's section of
// bench/results.md and bench/results.json (keeping the other's), prints the table, and exits
// non-zero when a budget in bench/budgets.json is missed.
//   --http1          serve HTTP/1.1 (mobile preset only; desktop is measured over HTTP/2)
//   --no-build       use the existing build/client
//   --runs N         runs per page and preset (default 3)
//   --only /a,/b     measure only these paths
//   --reports        also save each run's Lighthouse HTML report to bench/reports/ (to find
//                    causes: LCP element and breakdown, layout shifts, request chains)
//   --cpu-slowdown N the mobile preset's CPU slowdown; by default the other protocol's run of
//                    the same build chose it, or else it is calibrated for this host from
//                    Lighthouse's benchmarkIndex (cpuSlowdownFor in bench-report.ts)
import { execFileSync, spawnSync } from 'node:child_process';
import type { RequestListener } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import sirv from 'sirv';
import { z } from 'zod/mini';
import { chromiumArgs, findChromium } from './chromium.ts';
import {
  cpuSlowdownFor,
  evaluateBudgets,
  floorOfRuns,
  median,
  medianOfRuns,
  resultsMarkdown,
  resultsSection,
  summarise,
  withFloorRatios,
  type CpuCalibration,
  type Preset,
  type Protocol,
  type Results,
  type Sample,
} from './bench-report.ts';
import { precompressTree } from './precompress.ts';

const { values: args } = parseArgs({
  options: {
    http1: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    reports: { type: 'boolean', default: false },
    'cpu-slowdown': { type: 'string' },
  },
});
const runs = Number(args.runs);
const protocol: Protocol = args.http1 ? 'http1' : 'h2';
const presets: Preset[] = protocol === 'h2' ? ['mobile', 'desktop'] : ['mobile'];
const lighthouseVersion = JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version;
const port = Number(process.env.BENCH_PORT ?? 4180);

if (!args['no-build']) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
buildFloor();

// Production hosts serve HTTPS (HTTP/2 mostly); a throwaway self-signed certificate lets the
// local servers do the same (Chromium is told to accept it).
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
const { createStaticServer, serverFor } = await import('./serve.ts');
const server = createStaticServer({ tls, http1: args.http1 }).listen(port, '127.0.0.1');
const origin = `https://localhost:${port}`;
const floorFiles = sirv('bench/floor/build/client', { extensions: ['html'], brotli: true });
const floorHandler: RequestListener = (req, res) => floorFiles(req, res, () => void res.writeHead(404).end());
const floorServer = serverFor(floorHandler, { tls, http1: args.http1 }).listen(port + 1, '127.0.0.1');
const floorOrigin = `https://localhost:${port + 1}`;

const sitemap = readFileSync('build/client/sitemap.xml', 'utf8');
const allPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
const paths = args.only ? args.only.split(',') : samplePaths(allPaths);

/**
 * Every page at the top of each language, and the first page of each folder (`/boats/<id>`):
 * the pages in a folder are one route module filled with different entries, so one of each
 * stands for the rest, and a hundred boats and exhibitors would make a run take hours.
 */
function samplePaths(sitemapPaths: string[]): string[] {
  const seenFolders = new Set<string>();
  return sitemapPaths.filter((path) => {
    const folder =
      path.replace(/^\/ms(?=\/|$)/, '').split('/').length > 2 ? path.slice(0, path.lastIndexOf('/')) : null;
    if (folder === null) return true;
    if (seenFolders.has(folder)) return false;
    seenFolders.add(folder);
    return true;
  });
}

const chromePath = findChromium();
if (!chromePath) {
  console.error('bench: no Chromium found (set CHROME_PATH or run `node scripts/chromium.ts`).');
  process.exit(1);
}
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--ignore-certificate-errors', ...chromiumArgs],
});

// Written by an earlier run of this script: each protocol has its own section, and a run
// replaces its own and keeps the other's.
const previous: Partial<Results> = existsSync('bench/results.json')
  ? (JSON.parse(readFileSync('bench/results.json', 'utf8')) as Partial<Results>)
  : {};
const commit = buildCommit();

/**
 * The mobile preset's CPU slowdown (decision 128). Lighthouse measures the host's speed (its
 * benchmarkIndex) at the start of every run; three runs of the floor page, not counted in the
 * results, read it. `--cpu-slowdown` wins; then the other protocol's run of this same build,
 * so the two sections emulate one phone however the host's speed has moved since; else the
 * median index chooses (cpuSlowdownFor).
 */
async function calibrateCpu(): Promise<CpuCalibration> {
  const indexes: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    const result = await lighthouse(`${floorOrigin}/`, { port: chrome.port, output: 'json', logLevel: 'error' });
    indexes.push(result?.lhr.environment.benchmarkIndex ?? NaN);
  }
  const benchmarkIndex = Math.round(median(indexes));
  const given = args['cpu-slowdown'];
  if (given) return { benchmarkIndex, multiplier: Number(given), chosenBy: 'flag' };
  const other: Protocol = protocol === 'h2' ? 'http1' : 'h2';
  const otherRun = previous[other];
  if (otherRun?.commit === commit && otherRun.cpu) {
    return { benchmarkIndex, multiplier: otherRun.cpu.multiplier, chosenBy: other };
  }
  return { benchmarkIndex, multiplier: cpuSlowdownFor(benchmarkIndex), chosenBy: 'index' };
}

const cpu = await calibrateCpu();
console.log(`cpu     benchmarkIndex ${cpu.benchmarkIndex}: mobile CPU slowdown ${cpu.multiplier}x (${cpu.chosenBy})`);
/** The index Lighthouse read at the start of every mobile sample, to show how steady the host was. */
const runIndexes: number[] = [];

async function measure(url: string, preset: Preset, reportName: string) {
  return medianOfRuns(await sample(url, preset, reportName));
}

async function sample(url: string, preset: Preset, reportName: string): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: args.reports ? 'html' : 'json',
        logLevel: 'error',
        // Flags override a config's settings: the desktop preset keeps its own (no slowdown).
        ...(preset === 'mobile' ? { throttling: { cpuSlowdownMultiplier: cpu.multiplier } } : {}),
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`bench: Lighthouse returned no result for ${url}`);
    samples.push(summarise(result.lhr));
    if (preset === 'mobile') runIndexes.push(result.lhr.environment.benchmarkIndex);
    if (args.reports) {
      mkdirSync('bench/reports', { recursive: true });
      writeFileSync(
        join('bench/reports', `${reportName}-${protocol}-${preset}-${run + 1}.html`),
        String(result.report),
      );
    }
  }
  return samples;
}

const pageName = (path: string) => (path === '/' ? 'home' : path.slice(1).replaceAll('/', '-'));

// The floor is measured before the pages, after every third of them and at the end: the ratios
// divide by the median of all those runs.
const floorSamples: Sample[] = [];
const sampleFloor = async () => {
  const samples = await sample(`${floorOrigin}/`, 'mobile', 'floor');
  floorSamples.push(...samples);
  const { fcpMs, lcpMs, jsKb } = medianOfRuns(samples);
  const each = samples.map((run) => run.lcpMs).join(', ');
  console.log(`floor   mobile FCP ${fcpMs}ms LCP ${lcpMs}ms (runs: ${each}) JS ${jsKb}KB`);
};
const floorEvery = Math.max(1, Math.ceil(paths.length / 3));

const measured = [];
try {
  await sampleFloor();
  for (const [index, path] of paths.entries()) {
    for (const preset of presets) {
      const row = { path, preset, ...(await measure(`${origin}${path}`, preset, pageName(path))) };
      measured.push(row);
      console.log(
        `${preset.padEnd(7)} ${path.padEnd(26)} perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo} FCP ${row.fcpMs}ms LCP ${row.lcpMs}ms TBT ${row.tbtMs}ms CLS ${row.cls} total ${row.totalKb}KB JS ${row.jsKb}KB`,
      );
    }
    if ((index + 1) % floorEvery === 0 || index === paths.length - 1) await sampleFloor();
  }
} finally {
  await chrome.kill();
  server.close();
  floorServer.close();
}

const floor = floorOfRuns(floorSamples);
const rows = measured.map((row) => withFloorRatios(row, floor));
const limits = z.optional(z.record(z.string(), z.number()));
const budgetsFile = z.object({
  mobile: limits,
  desktop: limits,
  mobileHttp2: limits,
  javascript: z.optional(z.object({ homeKb: z.optional(z.number()), routeKb: z.optional(z.number()) })),
  home: z.optional(z.object({ totalKb: z.optional(z.number()) })),
});
const budgets = budgetsFile.parse(JSON.parse(readFileSync('bench/budgets.json', 'utf8')));
const misses = evaluateBudgets(rows, budgets, protocol);
const indexRange = [Math.round(Math.min(...runIndexes)), Math.round(Math.max(...runIndexes))] as const;
const run = {
  protocol,
  date: new Date().toISOString().slice(0, 10),
  commit,
  runs,
  cpu: { ...cpu, indexRange },
  floor,
  rows,
  misses,
};
const results: Results = { lighthouse: lighthouseVersion, h2: previous.h2, http1: previous.http1, [protocol]: run };
const markdown = resultsMarkdown(results);

writeFileSync('bench/results.md', markdown);
writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
console.log(`\n${resultsSection(run)}\n\nWritten to bench/results.md and bench/results.json`);
process.exit(misses.length ? 1 : 0);

/**
 * The commit measured, `-dirty` when files other than the benchmark's own results differ from
 * it: the first protocol's run writes those, and the second must still see the same build.
 */
function buildCommit(): string {
  const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  const changed = execFileSync(
    'git',
    ['status', '--porcelain', '--', '.', ':(exclude)bench/results.json', ':(exclude)bench/results.md'],
    { encoding: 'utf8' },
  ).trim();
  return changed ? `${head}-dirty` : head;
}

/** Builds the floor page with the site's own React Router and Vite, precompressed as the site is. */
function buildFloor() {
  const build = spawnSync('npx', ['react-router', 'build'], {
    cwd: 'bench/floor',
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  precompressTree('bench/floor/build/client');
}
