// Pure parts of the benchmark: reading a Lighthouse result, medians, budget checks.

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
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
    totalKb: kb(bytesOf('total')),
    jsKb: kb(bytesOf('script')),
  };
}

const atLeast = ['performance', 'accessibility', 'bestPractices', 'seo'];
const atMost = ['lcpMs', 'tbtMs', 'cls'];

/** Every budget a row misses, as readable lines. */
export function evaluateBudgets(rows, budgets) {
  const misses = [];
  for (const row of rows) {
    const budget = budgets[row.preset] ?? {};
    for (const key of atLeast) {
      if (budget[key] !== undefined && row[key] < budget[key])
        misses.push(`${row.preset} ${row.path}: ${key} ${row[key]} < ${budget[key]}`);
    }
    for (const key of atMost) {
      if (budget[key] !== undefined && row[key] > budget[key])
        misses.push(`${row.preset} ${row.path}: ${key} ${row[key]} > ${budget[key]}`);
    }
    if (row.path === '/' && row.preset === 'mobile') {
      for (const key of ['jsKb', 'totalKb']) {
        if (budgets.home?.[key] !== undefined && row[key] > budgets.home[key])
          misses.push(`home: ${key} ${row[key]} > ${budgets.home[key]}`);
      }
    }
  }
  // The Malay home page may not cost more JavaScript than the English one, beyond a margin.
  const home = (path) => rows.find((row) => row.path === path && row.preset === 'mobile');
  const [english, malay] = [home('/'), home('/ms')];
  const margin = budgets.malayHome?.extraJsKb;
  if (english && malay && margin !== undefined && malay.jsKb > english.jsKb + margin)
    misses.push(`/ms: jsKb ${malay.jsKb} > ${english.jsKb} (/) + ${margin}`);
  return misses;
}
