// Pure parts of the benchmark: reading a Lighthouse result, medians, ratios to the floor
// page, budget checks and the results table.
import { z } from 'zod/mini';

/** The numbers we track from one Lighthouse run of a page and preset. */
export type Sample = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalKb: number;
  jsKb: number;
};

/** The floor page's figures over a run (floorOfRuns). */
export type Floor = {
  fcpMs: number;
  lcpMs: number;
  jsKb?: number;
  runs?: number;
  lcpMinMs?: number;
  lcpMaxMs?: number;
};

/** A Lighthouse preset: what a row of the results measured with. */
export type Preset = 'mobile' | 'desktop';

/** A protocol the pages are served over: each has its section of the results. */
export type Protocol = 'h2' | 'http1';

/** A row of the results: a page, a preset, its medians and (mobile) its ratios to the floor. */
export type Row = { path: string; preset: Preset } & Partial<Sample> & { fcpRatio?: number; lcpRatio?: number };

/** A preset's limits in bench/budgets.json: scores at least, times and ratios at most. */
export type PresetBudget = Partial<Record<Metric | 'fcpToFloor' | 'lcpToFloor', number>>;

/** bench/budgets.json, as far as the benchmark reads it. */
export type Budgets = {
  mobile?: PresetBudget;
  desktop?: PresetBudget;
  mobileHttp2?: PresetBudget;
  javascript?: { homeKb?: number; routeKb?: number };
  home?: { totalKb?: number };
};

/**
 * How much the mobile preset slowed the CPU and why (decision 128). `benchmarkIndex` is the
 * host's speed as Lighthouse measured it before the run (the median of the calibration runs);
 * `chosenBy` says what chose the multiplier: that index (cpuSlowdownFor), `--cpu-slowdown`, or
 * the other protocol's run of the same build, so that both sections emulate the same phone.
 * `indexRange` is the lowest and highest index Lighthouse read through the run's mobile
 * samples: a host whose speed moves during a run makes its blocking times incomparable.
 */
export type CpuCalibration = {
  benchmarkIndex: number;
  multiplier: number;
  chosenBy?: 'index' | 'flag' | Protocol;
  indexRange?: readonly [number, number];
};

/** One protocol's run, as results.json keeps it. */
export type Run = {
  protocol: Protocol;
  date: string;
  commit: string;
  runs: number;
  /** Absent in runs from before the calibration: they used Lighthouse's fixed 4x. */
  cpu?: CpuCalibration;
  floor: Floor;
  rows: readonly Row[];
  misses: readonly string[];
};

/** bench/results.json: the Lighthouse version and the last run of each protocol. */
export type Results = { lighthouse: string } & Partial<Record<Protocol, Run>>;

type Metric = keyof Sample;

/**
 * The mobile preset's CPU slowdown for a host of this `benchmarkIndex`, so that the page runs
 * about as fast as on the mid-tier phone the budgets are set for, whatever machine runs the
 * benchmark. Lighthouse's own default, a fixed 4x, assumes a high-end desktop (an index near
 * 1,500); on a host half as fast it emulates a phone twice as slow, and blocking time, which
 * it multiplies, doubles or worse. The mapping is Lighthouse's CPU throttling calculator's
 * (docs/throttling.md, "Calibrating the CPU slowdown"): 4x at 1,533, 3x at 1,300, 2x at 800,
 * 1x at 150. Below 150 no slowdown can emulate that phone. Above 1,533 it stays at 4x: the
 * calculator stops there, and a brief fast reading (this machine once read 2,043, an hour
 * after 1,205) must not be stretched into a phone slower than the preset's.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  const multiplier =
    benchmarkIndex >= 1533
      ? 4
      : benchmarkIndex >= 1300
        ? 3 + (benchmarkIndex - 1300) / 233
        : benchmarkIndex >= 800
          ? 2 + (benchmarkIndex - 800) / 500
          : benchmarkIndex >= 150
            ? 1 + (benchmarkIndex - 150) / 650
            : NaN;
  if (!Number.isFinite(multiplier)) {
    throw new Error(`bench: this host is too slow to emulate a mid-tier phone (benchmarkIndex ${benchmarkIndex})`);
  }
  return Math.round(multiplier * 10) / 10;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

const kb = (bytes: number) => Math.round(bytes / 1024);
const score = (category: { score: number | null } | undefined) => Math.round((category?.score ?? 0) * 100);

/** What summarise reads of a Lighthouse result (lhr). */
const category = z.optional(z.object({ score: z.nullable(z.number()) }));
const metric = z.optional(z.object({ numericValue: z.optional(z.number()) }));
const lighthouseResult = z.object({
  categories: z.object({
    performance: category,
    accessibility: category,
    'best-practices': category,
    seo: category,
  }),
  audits: z.object({
    'first-contentful-paint': metric,
    'largest-contentful-paint': metric,
    'total-blocking-time': metric,
    'cumulative-layout-shift': metric,
    'resource-summary': z.optional(
      z.object({
        details: z.optional(
          z.object({
            items: z.optional(
              z.array(z.object({ resourceType: z.optional(z.string()), transferSize: z.optional(z.number()) })),
            ),
          }),
        ),
      }),
    ),
  }),
});

/** The numbers we track from one Lighthouse result (lhr). */
export function summarise(result: unknown): Sample {
  const lhr = lighthouseResult.parse(result);
  const resources = lhr.audits['resource-summary']?.details?.items ?? [];
  const bytesOf = (type: string) => resources.find((item) => item.resourceType === type)?.transferSize ?? 0;
  return {
    performance: score(lhr.categories.performance),
    accessibility: score(lhr.categories.accessibility),
    bestPractices: score(lhr.categories['best-practices']),
    seo: score(lhr.categories.seo),
    fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
    totalKb: kb(bytesOf('total')),
    jsKb: kb(bytesOf('script')),
  };
}

/** The median of each metric over several runs of one page and preset. */
export function medianOfRuns<Key extends string>(samples: readonly Record<Key, number>[]): Record<Key, number> {
  const [first] = samples;
  if (!first) throw new Error('medianOfRuns: no samples');
  // The keys of every sample, each with its median.
  return Object.fromEntries(
    Object.keys(first).map((key) => [key, median(samples.map((sample) => sample[key as Key]))]),
  ) as Record<Key, number>;
}

/**
 * The floor page's figures from runs spread through the whole benchmark: its medians, how many
 * runs they come from, and the range of its LCP. A bare page's estimate varies much more from
 * run to run than our pages' do (docs/performance-notes.md), so one burst of runs at the start
 * could put every ratio of a run on a lucky or unlucky reading.
 */
export function floorOfRuns<Key extends string>(
  samples: readonly Record<Key | 'fcpMs' | 'lcpMs', number>[],
): Record<Key | 'fcpMs' | 'lcpMs', number> & Required<Pick<Floor, 'runs' | 'lcpMinMs' | 'lcpMaxMs'>> {
  const lcps = samples.map((sample) => sample.lcpMs);
  const medians = medianOfRuns(samples);
  return {
    ...medians,
    // An even number of runs gives half milliseconds.
    fcpMs: Math.round(medians.fcpMs),
    lcpMs: Math.round(medians.lcpMs),
    runs: samples.length,
    lcpMinMs: Math.min(...lcps),
    lcpMaxMs: Math.max(...lcps),
  };
}

const ratio = (value: number, floor: number) => Math.round((value / floor) * 100) / 100;

/** A mobile row's FCP and LCP as multiples of the floor page's, measured in the same run. */
export function withFloorRatios<R extends { preset: Preset; fcpMs: number; lcpMs: number }>(
  row: R,
  floor: Pick<Floor, 'fcpMs' | 'lcpMs'>,
): R & { fcpRatio?: number; lcpRatio?: number } {
  if (row.preset !== 'mobile') return row;
  return { ...row, fcpRatio: ratio(row.fcpMs, floor.fcpMs), lcpRatio: ratio(row.lcpMs, floor.lcpMs) };
}

const atLeast: Metric[] = ['performance', 'accessibility', 'bestPractices', 'seo'];
const atMost: Metric[] = ['tbtMs', 'cls', 'lcpMs'];
const ratios = [
  ['fcpRatio', 'fcpToFloor'],
  ['lcpRatio', 'lcpToFloor'],
] as const;
const isHome = (path: string) => path === '/' || path === '/ms';

/**
 * Every budget the rows of one protocol's run miss, as readable lines. `mobileHttp2` holds
 * the absolute limits that apply over HTTP/2 only (what production hosts serve).
 */
export function evaluateBudgets(rows: readonly Row[], budgets: Budgets, protocol: Protocol = 'h2'): string[] {
  const misses: string[] = [];
  const miss = (row: Row, text: string) => misses.push(`${protocol} ${row.preset} ${row.path}: ${text}`);
  for (const row of rows) {
    const budget: PresetBudget = {
      ...budgets[row.preset],
      ...(row.preset === 'mobile' && protocol === 'h2' ? budgets.mobileHttp2 : {}),
    };
    // A row without a value (a desktop row has no ratios) misses nothing, as `undefined < n` is false.
    for (const key of atLeast) {
      const [value, limit] = [row[key], budget[key]];
      if (limit !== undefined && value !== undefined && value < limit) miss(row, `${key} ${value} < ${limit}`);
    }
    for (const key of atMost) {
      const [value, limit] = [row[key], budget[key]];
      if (limit !== undefined && value !== undefined && value > limit) miss(row, `${key} ${value} > ${limit}`);
    }
    for (const [key, budgetKey] of ratios) {
      const [value, limit] = [row[key], budget[budgetKey]];
      if (limit !== undefined && value !== undefined && value > limit) miss(row, `${key} ${value} > ${limit}`);
    }
    const jsLimit = isHome(row.path) ? budgets.javascript?.homeKb : budgets.javascript?.routeKb;
    if (jsLimit !== undefined && row.jsKb !== undefined && row.jsKb > jsLimit)
      miss(row, `jsKb ${row.jsKb} > ${jsLimit}`);
    const totalLimit = budgets.home?.totalKb;
    if (isHome(row.path) && totalLimit !== undefined && row.totalKb !== undefined && row.totalKb > totalLimit)
      miss(row, `totalKb ${row.totalKb} > ${totalLimit}`);
  }
  return misses;
}

const protocolNames: Record<Protocol, string> = { h2: 'HTTP/2', http1: 'HTTP/1.1' };
const dash = (value: number | undefined) => (value === undefined ? '–' : value);

/** One protocol's section of bench/results.md. */
export function resultsSection({ protocol, date, commit, runs, cpu, floor, rows, misses }: Run): string {
  const table = [
    '| route | preset | perf | a11y | best practices | SEO | FCP ms | LCP ms | FCP ÷ floor | LCP ÷ floor | TBT ms | CLS | total KiB | JS KiB |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows
      .map((row) =>
        [
          row.path,
          row.preset,
          row.performance,
          row.accessibility,
          row.bestPractices,
          row.seo,
          row.fcpMs,
          row.lcpMs,
          dash(row.fcpRatio),
          dash(row.lcpRatio),
          row.tbtMs,
          row.cls,
          row.totalKb,
          row.jsKb,
        ].join(' | '),
      )
      .map((line) => `| ${line} |`),
  ].join('\n');
  const verdict = misses.length
    ? `**${misses.length} budget(s) missed:**\n\n${misses.map((line) => `- ${line}`).join('\n')}`
    : '**Every budget met.**';
  return [
    `## ${protocolNames[protocol]}`,
    `Build ${commit}, ${date}, median of ${runs} runs per page and preset. ${cpuLine(cpu)} Floor page (bench/floor/) on the mobile preset in the same run: FCP ${floor.fcpMs} ms, LCP ${floor.lcpMs} ms${floorSpread(floor)}, JavaScript ${floor.jsKb} KiB.`,
    table,
    verdict,
  ].join('\n\n');
}

const cpuLine = (cpu: CpuCalibration | undefined) => {
  if (!cpu) return 'Mobile CPU slowdown 4x (Lighthouse default, not calibrated).';
  const why =
    cpu.chosenBy === 'flag'
      ? `set with --cpu-slowdown (Lighthouse benchmarkIndex ${cpu.benchmarkIndex})`
      : cpu.chosenBy === 'h2' || cpu.chosenBy === 'http1'
        ? `the same as this build's ${protocolNames[cpu.chosenBy]} run (Lighthouse benchmarkIndex ${cpu.benchmarkIndex} at the start of this one)`
        : `calibrated for this host (Lighthouse benchmarkIndex ${cpu.benchmarkIndex})`;
  return `Mobile CPU slowdown ${cpu.multiplier}x, ${why}.${indexRangeLine(cpu)}`;
};

/** How far the host's speed moved through the run; a quarter or more is called out. */
const indexRangeLine = ({ indexRange }: CpuCalibration) => {
  if (!indexRange) return '';
  const [low, high] = indexRange;
  const line = ` The index read ${low}–${high} through the run.`;
  return high >= low * 1.25
    ? `${line} **The host's speed moved by a quarter or more: blocking times are not comparable.**`
    : line;
};

const floorSpread = (floor: Floor) =>
  floor.runs
    ? ` (medians of ${floor.runs} runs spread through the run; LCP ${floor.lcpMinMs}–${floor.lcpMaxMs} ms)`
    : '';

/** bench/results.md: one section per protocol, the last run of each (`results` as in results.json). */
export function resultsMarkdown(results: Results): string {
  const protocols: Protocol[] = ['h2', 'http1'];
  const sections = protocols.map((protocol) => {
    const run = results[protocol];
    return run ? resultsSection(run) : `## ${protocolNames[protocol]}\n\nNot measured yet.`;
  });
  return `# Benchmark results\n\nLighthouse ${results.lighthouse} on Debian Chromium, production build served locally over HTTPS. \`npm run bench\` measures HTTP/2 (mobile and desktop presets); \`npm run bench -- --http1\` measures HTTP/1.1 (mobile preset). Budgets: bench/budgets.json; ratios are to the floor page measured in the same run.\n\n${sections.join('\n\n')}\n`;
}
