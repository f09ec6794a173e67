import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { readEditions } from '~/content/read-editions.server';
import { migrate } from '../../service/db/migrations';
import { openDatabase } from '../../service/db/open-database';
import { silentLog } from '../../service/http/log';
import { officeCounts } from '../../service/office/counts';
import { registrationDetail } from '../../service/office/detail';
import { listRegistrations } from '../../service/office/list';
import { officeSettings } from '../../service/office/office-settings';
import { syncTrips } from '../../service/trips/trip-store';
import { buildDataset, random } from './dataset';

/**
 * One engine's part of `npm run bench:office` (scripts/bench-office.ts, which starts it):
 * migrates an empty database, writes the bench's registrations in bulk (dataset.ts), then times
 * the office's queries, each `iterations` times after a few untimed runs, one at a time, as
 * the office's pages call them (service/office/). Prints one JSON line.
 */
const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    count: { type: 'string', default: '50000' },
    iterations: { type: 'string', default: '100' },
  },
});
if (!args.url) throw new Error('--url is required');
const count = Number(args.count);
const iterations = Number(args.iterations);

const editions = readEditions();
const settings = officeSettings(editions);
const { db, engine } = openDatabase(args.url);
try {
  await migrate(db, engine);
  await syncTrips(db, settings.trips, silentLog);
  const started = performance.now();
  const dataset = await buildDataset(db, {
    count,
    trips: settings.trips,
    categories: settings.ticketCategories.map((category) => category.en),
    utcOffset: editions.en.site.timeZone.utcOffset,
  });
  const buildSeconds = (performance.now() - started) / 1000;
  // What PostgreSQL's autovacuum does within a minute of a bulk write (and keeps doing as
  // registrations arrive): statistics for the planner, and the visibility map that lets it
  // read an index alone. SQLite is left as the service leaves it: no ANALYZE.
  if (engine === 'postgres') await sql`vacuum analyze`.execute(db);

  const rng = random(7);
  const counts = await officeCounts(db, settings);
  const busyDays = [...counts.registrations.byDay]
    .sort((a, b) => b.count - a.count)
    .slice(0, 10)
    .map((row) => row.day);
  const showDays = ['2026-02-04', '2026-02-05', '2026-02-06', '2026-02-07'];
  const nameFragments = [
    'aisyah',
    'rahm',
    'tan',
    'wei ming',
    'abdullah',
    'kumar',
    'siti nur',
    'müller',
    'priya',
    'osman',
  ];
  const hanFragments = ['陈', '伟明', '美玲', '林 嘉慧'];
  const emailFragments = ['@gmail', 'hotmail.com', 'straits.example', 'nurul.'];
  const references = () => rng.pick(dataset.references);
  // Cursors deep in the list, at 80 % to 98 % of it (row 40,000 of 50,000 and on), found once, untimed.
  const depths = [0.8, 0.85, 0.9, 0.95, 0.98].map((depth) => Math.floor(count * depth));
  const deepCursors: string[] = [];
  let after: string | undefined;
  let seen = 0;
  do {
    const page = await listRegistrations(db, { limit: 200, count: false, ...(after ? { after } : {}) });
    seen += page.rows.length;
    after = page.next ?? undefined;
    if (after && depths.some((depth) => seen >= depth && seen - page.rows.length < depth)) deepCursors.push(after);
  } while (after && deepCursors.length < depths.length);

  const cases: { name: string; run: () => Promise<unknown> }[] = [
    { name: 'list: first page (50, with the total)', run: () => listRegistrations(db, {}) },
    {
      name: 'list: by kind',
      run: () =>
        listRegistrations(db, {
          kind: rng.pick(['visitor', 'ticket', 'conference', 'exhibitor', 'interest'] as const),
        }),
    },
    { name: 'list: by show day received', run: () => listRegistrations(db, { day: rng.pick(busyDays) }) },
    { name: 'list: by language', run: () => listRegistrations(db, { lang: rng.pick(['en', 'ms'] as const) }) },
    { name: 'list: by status (cancelled)', run: () => listRegistrations(db, { status: 'cancelled' }) },
    { name: 'list: fee outstanding', run: () => listRegistrations(db, { fee: 'outstanding' }) },
    { name: 'list: by cruise day', run: () => listRegistrations(db, { cruiseDay: rng.pick(showDays) }) },
    {
      name: 'list: kind + language + day',
      run: () => listRegistrations(db, { kind: 'visitor', lang: 'ms', day: rng.pick(busyDays) }),
    },
    { name: 'search: a name fragment', run: () => listRegistrations(db, { search: rng.pick(nameFragments) }) },
    { name: 'search: a Chinese name', run: () => listRegistrations(db, { search: rng.pick(hanFragments) }) },
    { name: 'search: part of an e-mail', run: () => listRegistrations(db, { search: rng.pick(emailFragments) }) },
    { name: 'search: a whole reference', run: () => listRegistrations(db, { search: references() }) },
    { name: 'search: a reference’s first 8', run: () => listRegistrations(db, { search: references().slice(0, 8) }) },
    {
      name: 'search + kind + language',
      run: () => listRegistrations(db, { search: rng.pick(nameFragments), kind: 'ticket', lang: 'en' }),
    },
    { name: 'list: a deep page (row 40,000+)', run: () => listRegistrations(db, { after: rng.pick(deepCursors) }) },
    { name: 'registration detail', run: () => registrationDetail(db, references()) },
    { name: 'counts', run: () => officeCounts(db, settings) },
  ];

  const percentile = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  const results = [];
  for (const entry of cases) {
    for (let warm = 0; warm < 5; warm += 1) await entry.run();
    const times: number[] = [];
    for (let index = 0; index < iterations; index += 1) {
      const before = performance.now();
      await entry.run();
      times.push(performance.now() - before);
    }
    times.sort((a, b) => a - b);
    const round = (ms: number) => Math.round(ms * 10) / 10;
    results.push({
      name: entry.name,
      n: times.length,
      p50: round(percentile(times, 50)),
      p95: round(percentile(times, 95)),
      max: round(times.at(-1)!),
    });
  }
  const version =
    engine === 'postgres'
      ? `PostgreSQL ${(await sql<{ v: string }>`select current_setting('server_version') as v`.execute(db)).rows[0]?.v.split(' ')[0]} (pg pool of 10)`
      : `SQLite ${(await sql<{ v: string }>`select sqlite_version() as v`.execute(db)).rows[0]?.v} (node:sqlite, WAL)`;
  process.stdout.write(
    `${JSON.stringify({
      engine: version,
      buildSeconds: Math.round(buildSeconds * 10) / 10,
      dataset: {
        count,
        kinds: dataset.kinds,
        cancelled: dataset.cancelled,
        passes: dataset.passes,
        seatsTaken: dataset.seatsTaken,
      },
      results,
    })}\n`,
  );
} finally {
  await db.destroy();
}
