// `npm run bench:office`: the office's queries (service/office/, issue #49) over 50,000
// registrations of every kind, on SQLite (a temporary file) and on PostgreSQL (TEST_POSTGRES_URL,
// a schema of its own, dropped afterwards). Each engine in its own process
// (bench/office/measure.ts, TypeScript through tsx as the service runs): an empty database
// migrated, the registrations written in bulk (bench/office/dataset.ts, not through HTTP), then
// each query timed many times, one at a time. Writes bench/office-results.md and exits non-zero
// when a query's p95 is over the budget on either engine. A measurement, not a test: run it on
// a quiet machine.
//   --count N         registrations (default 50000)
//   --iterations N    timed runs per query and engine (default 100)
//   --only ENGINE     sqlite or postgres
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '50000' },
    iterations: { type: 'string', default: '100' },
    only: { type: 'string' },
  },
});
const postgresUrl = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** What issue #49 asks of each query, on each engine, on this machine. */
const budgetP95Ms = 200;

/** One query's times, in milliseconds. */
type QueryTimes = { name: string; n: number; p50: number; p95: number; max: number };

/** What bench/office/measure.ts prints: one engine's run. */
type EngineRun = {
  engine: string;
  buildSeconds: number;
  dataset: { count: number; kinds: Record<string, number>; cancelled: number; passes: number; seatsTaken: number };
  results: QueryTimes[];
};

function measure(databaseUrl: string): Promise<EngineRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'bench/office/measure.ts',
        '--url',
        databaseUrl,
        '--count',
        args.count,
        '--iterations',
        args.iterations,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`bench/office/measure.ts exited with ${code}`));
      // Its last line is its run (bench/office/measure.ts).
      resolve(JSON.parse(out.trim().split('\n').at(-1) ?? '') as EngineRun);
    });
  });
}

async function sqliteRun() {
  const dir = mkdtempSync(join(tmpdir(), 'mybos-bench-office-'));
  try {
    return await measure(`sqlite:${join(dir, 'registrations.sqlite')}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function postgresRun() {
  const schema = `bench_office_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  try {
    await admin.connect();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.log(`PostgreSQL skipped: nothing answers at ${postgresUrl} (${reason}); set TEST_POSTGRES_URL`);
    return undefined;
  }
  await admin.query(`create schema ${schema}`);
  const url = new URL(postgresUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  try {
    return await measure(url.toString());
  } finally {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}

const runs: EngineRun[] = [];
if (args.only !== 'postgres') runs.push(await sqliteRun());
if (args.only !== 'sqlite') {
  const run = await postgresRun();
  if (run) runs.push(run);
}

const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const verdict = (result: QueryTimes) => (result.p95 < budgetP95Ms ? 'met' : 'missed');
const rows = runs.flatMap((run) =>
  run.results.map(
    (result) =>
      `| ${run.engine} | ${result.name} | ${result.p50} | ${result.p95} | ${result.max} | ${verdict(result)} |`,
  ),
);
const first = runs[0]?.dataset;
const shape = first
  ? `${first.count.toLocaleString('en')} registrations (${Object.entries(first.kinds)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([kind, n]) => `${kind} ${n.toLocaleString('en')}`)
      .join(
        ', ',
      )}; ${first.cancelled.toLocaleString('en')} cancelled), ${first.passes.toLocaleString('en')} passes, ${first.seatsTaken.toLocaleString('en')} cruise seats taken`
  : 'no engine ran';
const builds = runs.map((run) => `${run.engine} ${run.buildSeconds} s`).join(', ');
const markdown = `# Registrations service: office queries benchmark

\`npm run bench:office\` (scripts/bench-office.ts), ${new Date().toISOString().slice(0, 10)}, on ${machine}.
Each engine in its own process (bench/office/measure.ts): an empty database migrated, the
bench's registrations written in bulk as the intake would have stored them
(bench/office/dataset.ts: seeded, the same rows every run), then each query of service/office/
timed ${runs[0]?.results[0]?.n ?? 0} times, one at a time, after 5 untimed runs, its parameters drawn in turn from a
set (kinds, the 10 busiest days, name fragments, stored references, cursors at rows 40,000 to
49,000). On PostgreSQL \`vacuum analyze\` runs before the timing, as autovacuum would; SQLite
is left as the service leaves it. A list is a page of 50 with its total (a second query, at
the same time), as the office's list page asks for it. Times are milliseconds in the calling
process, the query's round trip included.

- Data: ${shape}.
- Written in: ${builds}.

Budget: p95 under ${budgetP95Ms} ms for every query on both engines (issue #49).

| engine | query | p50 ms | p95 ms | max ms | budget |
| --- | --- | ---: | ---: | ---: | --- |
${rows.join('\n')}
`;
writeFileSync('bench/office-results.md', markdown);
console.log(markdown);
process.exit(runs.length > 0 && runs.every((run) => run.results.every((result) => verdict(result) === 'met')) ? 0 : 1);
