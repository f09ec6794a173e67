// Pure parts of the benchmark: reading a Lighthouse result, medians, ratios to the floor
// page, budget checks and the results table.

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const kb = (bytes) => Math.round(bytes / 1024);
const score = (category) => Math.round((category?.score ?? 0) * 100);

/** The numbers we track from one Lighthouse result (lhr). */
export function summarise(lhr) {
  const resources = lhr.audits['resource-summary']?.details?.items ?? [];
  const bytesOf = (type) => resources.find((item) => item.resourceType === type)?.transferSize ?? 0;
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
export function medianOfRuns(samples) {
  return Object.fromEntries(Object.keys(samples[0]).map((key) => [key, median(samples.map((sample) => sample[key]))]));
}

/**
 * The floor page's figures from runs spread through the whole benchmark: its medians, how many
 * runs they come from, and the range of its LCP. A bare page's estimate varies much more from
 * run to run than our pages' do (docs/performance-notes.md), so one burst of runs at the start
 * could put every ratio of a run on a lucky or unlucky reading.
 */
export function floorOfRuns(samples) {
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

const ratio = (value, floor) => Math.round((value / floor) * 100) / 100;

/** A mobile row's FCP and LCP as multiples of the floor page's, measured in the same run. */
export function withFloorRatios(row, floor) {
  if (row.preset !== 'mobile') return row;
  return { ...row, fcpRatio: ratio(row.fcpMs, floor.fcpMs), lcpRatio: ratio(row.lcpMs, floor.lcpMs) };
}

const atLeast = ['performance', 'accessibility', 'bestPractices', 'seo'];
const atMost = ['tbtMs', 'cls', 'lcpMs'];
const ratios = { fcpRatio: 'fcpToFloor', lcpRatio: 'lcpToFloor' };
const isHome = (path) => path === '/' || path === '/ms';

/**
 * Every budget the rows of one protocol's run miss, as readable lines. `mobileHttp2` holds
 * the absolute limits that apply over HTTP/2 only (what production hosts serve).
 */
export function evaluateBudgets(rows, budgets, protocol = 'h2') {
  const misses = [];
  const miss = (row, text) => misses.push(`${protocol} ${row.preset} ${row.path}: ${text}`);
  for (const row of rows) {
    const budget = {
      ...budgets[row.preset],
      ...(row.preset === 'mobile' && protocol === 'h2' ? budgets.mobileHttp2 : {}),
    };
    for (const key of atLeast) {
      if (budget[key] !== undefined && row[key] < budget[key]) miss(row, `${key} ${row[key]} < ${budget[key]}`);
    }
    for (const key of atMost) {
      if (budget[key] !== undefined && row[key] > budget[key]) miss(row, `${key} ${row[key]} > ${budget[key]}`);
    }
    for (const [key, budgetKey] of Object.entries(ratios)) {
      if (budget[budgetKey] !== undefined && row[key] > budget[budgetKey])
        miss(row, `${key} ${row[key]} > ${budget[budgetKey]}`);
    }
    const jsLimit = isHome(row.path) ? budgets.javascript?.homeKb : budgets.javascript?.routeKb;
    if (jsLimit !== undefined && row.jsKb > jsLimit) miss(row, `jsKb ${row.jsKb} > ${jsLimit}`);
    const totalLimit = budgets.home?.totalKb;
    if (isHome(row.path) && totalLimit !== undefined && row.totalKb > totalLimit)
      miss(row, `totalKb ${row.totalKb} > ${totalLimit}`);
  }
  return misses;
}

const protocolNames = { h2: 'HTTP/2', http1: 'HTTP/1.1' };
const dash = (value) => (value === undefined ? '–' : value);

/** One protocol's section of bench/results.md. */
export function resultsSection({ protocol, date, commit, runs, floor, rows, misses }) {
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
    `Build ${commit}, ${date}, median of ${runs} runs per page and preset. Floor page (bench/floor/) on the mobile preset in the same run: FCP ${floor.fcpMs} ms, LCP ${floor.lcpMs} ms${floorSpread(floor)}, JavaScript ${floor.jsKb} KiB.`,
    table,
    verdict,
  ].join('\n\n');
}

const floorSpread = (floor) =>
  floor.runs
    ? ` (medians of ${floor.runs} runs spread through the run; LCP ${floor.lcpMinMs}–${floor.lcpMaxMs} ms)`
    : '';

/** bench/results.md: one section per protocol, the last run of each (`results` as in results.json). */
export function resultsMarkdown(results) {
  const sections = Object.keys(protocolNames).map((protocol) =>
    results[protocol] ? resultsSection(results[protocol]) : `## ${protocolNames[protocol]}\n\nNot measured yet.`,
  );
  return `# Benchmark results\n\nLighthouse ${results.lighthouse} on Debian Chromium, production build served locally over HTTPS. \`npm run bench\` measures HTTP/2 (mobile and desktop presets); \`npm run bench -- --http1\` measures HTTP/1.1 (mobile preset). Budgets: bench/budgets.json; ratios are to the floor page measured in the same run.\n\n${sections.join('\n\n')}\n`;
}
