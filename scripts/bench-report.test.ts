import { describe, expect, it } from 'vitest';
import {
  cpuSlowdownFor,
  evaluateBudgets,
  floorOfRuns,
  median,
  medianOfRuns,
  resultsSection,
  summarise,
  withFloorRatios,
  type Budgets,
  type Row,
} from './bench-report.ts';

describe('median', () => {
  it('takes the middle of an odd count and the mean of the middle pair otherwise', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('summarise', () => {
  it('reads scores, timings and transfer sizes from a Lighthouse result', () => {
    const lhr = {
      categories: {
        performance: { score: 0.97 },
        accessibility: { score: 1 },
        'best-practices': { score: 0.96 },
        seo: { score: 1 },
      },
      audits: {
        'first-contentful-paint': { numericValue: 801.6 },
        'largest-contentful-paint': { numericValue: 1234.4 },
        'total-blocking-time': { numericValue: 12 },
        'cumulative-layout-shift': { numericValue: 0.0123 },
        'resource-summary': {
          details: {
            items: [
              { resourceType: 'total', transferSize: 512000 },
              { resourceType: 'script', transferSize: 102400 },
            ],
          },
        },
      },
    };
    expect(summarise(lhr)).toEqual({
      performance: 97,
      accessibility: 100,
      bestPractices: 96,
      seo: 100,
      fcpMs: 802,
      lcpMs: 1234,
      tbtMs: 12,
      cls: 0.012,
      totalKb: 500,
      jsKb: 100,
    });
  });
});

describe('medianOfRuns', () => {
  it('takes the median of each metric separately', () => {
    expect(
      medianOfRuns([
        { lcpMs: 900, tbtMs: 0 },
        { lcpMs: 1200, tbtMs: 30 },
        { lcpMs: 1000, tbtMs: 10 },
      ]),
    ).toEqual({
      lcpMs: 1000,
      tbtMs: 10,
    });
  });
});

describe('withFloorRatios', () => {
  const floor = { fcpMs: 800, lcpMs: 900 };
  it('gives mobile rows FCP and LCP as multiples of the floor, to two decimals', () => {
    expect(withFloorRatios({ path: '/', preset: 'mobile', fcpMs: 1000, lcpMs: 1170 }, floor)).toMatchObject({
      fcpRatio: 1.25,
      lcpRatio: 1.3,
    });
  });
  it('leaves desktop rows alone (the floor is measured on the mobile preset)', () => {
    expect(withFloorRatios({ path: '/', preset: 'desktop', fcpMs: 300, lcpMs: 300 }, floor)).not.toHaveProperty(
      'lcpRatio',
    );
  });
});

describe('evaluateBudgets', () => {
  const budgets: Budgets = {
    mobile: { performance: 98, tbtMs: 50, cls: 0, fcpToFloor: 1.3, lcpToFloor: 1.3 },
    mobileHttp2: { lcpMs: 1200 },
    desktop: { performance: 100 },
    javascript: { homeKb: 110, routeKb: 125 },
  };
  const mobile = (path: string, values: Partial<Row>): Row => ({
    path,
    preset: 'mobile',
    performance: 100,
    tbtMs: 0,
    cls: 0,
    lcpMs: 1000,
    fcpRatio: 1,
    lcpRatio: 1,
    jsKb: 100,
    ...values,
  });

  it('reports scores below, and timings, ratios or sizes above, their budget', () => {
    const rows: Row[] = [
      mobile('/', { performance: 97, lcpMs: 1300, lcpRatio: 1.31, cls: 0.001, jsKb: 111 }),
      { path: '/', preset: 'desktop', performance: 100 },
      mobile('/ticket', { jsKb: 125, tbtMs: 51 }),
    ];
    expect(evaluateBudgets(rows, budgets, 'h2')).toEqual([
      'h2 mobile /: performance 97 < 98',
      'h2 mobile /: cls 0.001 > 0',
      'h2 mobile /: lcpMs 1300 > 1200',
      'h2 mobile /: lcpRatio 1.31 > 1.3',
      'h2 mobile /: jsKb 111 > 110',
      'h2 mobile /ticket: tbtMs 51 > 50',
    ]);
  });

  it('holds /ms to the home page JavaScript budget and other pages to the route budget', () => {
    expect(evaluateBudgets([mobile('/ms', { jsKb: 111 }), mobile('/ms/ticket', { jsKb: 124 })], budgets)).toEqual([
      'h2 mobile /ms: jsKb 111 > 110',
    ]);
  });

  it('applies the absolute LCP limit over HTTP/2 only', () => {
    expect(evaluateBudgets([mobile('/', { lcpMs: 1500 })], budgets, 'http1')).toEqual([]);
    expect(evaluateBudgets([mobile('/', { fcpRatio: 1.4 })], budgets, 'http1')).toEqual([
      'http1 mobile /: fcpRatio 1.4 > 1.3',
    ]);
  });
});

describe('floorOfRuns', () => {
  it('takes the medians of every floor run and keeps how many there were and the LCP range', () => {
    const run = (lcpMs: number) => ({ fcpMs: lcpMs, lcpMs, jsKb: 94 });
    expect(floorOfRuns([run(1210), run(2020), run(1600), run(1640), run(1911), run(2070)])).toEqual({
      fcpMs: 1776,
      lcpMs: 1776,
      jsKb: 94,
      runs: 6,
      lcpMinMs: 1210,
      lcpMaxMs: 2070,
    });
  });
});

describe('resultsSection', () => {
  it('names the protocol, the floor and the verdict', () => {
    const section = resultsSection({
      protocol: 'http1',
      date: '2026-11-23',
      commit: 'abc1234',
      runs: 3,
      floor: { fcpMs: 800, lcpMs: 900, jsKb: 94 },
      rows: [],
      misses: ['http1 mobile /: lcpRatio 1.4 > 1.3'],
    });
    expect(section).toContain('## HTTP/1.1');
    expect(section).toContain('FCP 800 ms, LCP 900 ms, JavaScript 94 KiB');
    expect(section).toContain('**1 budget(s) missed:**\n\n- http1 mobile /: lcpRatio 1.4 > 1.3');
  });

  it("states a spread floor's runs and LCP range", () => {
    const section = resultsSection({
      protocol: 'h2',
      date: '2026-11-25',
      commit: 'abc1234',
      runs: 3,
      floor: { fcpMs: 1500, lcpMs: 1500, jsKb: 93, runs: 12, lcpMinMs: 1380, lcpMaxMs: 1650 },
      rows: [],
      misses: [],
    });
    expect(section).toContain('LCP 1500 ms (medians of 12 runs spread through the run; LCP 1380–1650 ms)');
  });

  /** A run with no rows, for what its heading says. */
  const emptyRun = {
    protocol: 'h2' as const,
    date: '2026-11-29',
    commit: 'abc1234',
    runs: 3,
    floor: { fcpMs: 1500, lcpMs: 1500 },
    rows: [],
    misses: [],
  };

  it('states the mobile CPU slowdown, calibrated or not', () => {
    const run = emptyRun;
    expect(resultsSection({ ...run, cpu: { benchmarkIndex: 1100, multiplier: 2.6 } })).toContain(
      'Mobile CPU slowdown 2.6x, calibrated for this host (Lighthouse benchmarkIndex 1100).',
    );
    expect(resultsSection(run)).toContain('Mobile CPU slowdown 4x (Lighthouse default, not calibrated).');
  });

  it('says when the slowdown came from the other protocol or by hand, and how far the host moved', () => {
    const run = { ...emptyRun, protocol: 'http1' as const };
    const reused = resultsSection({
      ...run,
      cpu: { benchmarkIndex: 2043, multiplier: 2.8, chosenBy: 'h2', indexRange: [1190, 1320] },
    });
    expect(reused).toContain(
      "Mobile CPU slowdown 2.8x, the same as this build's HTTP/2 run (Lighthouse benchmarkIndex 2043 at the start of this one). The index read 1190–1320 through the run.",
    );
    expect(reused).not.toContain('not comparable');
    const moved = resultsSection({
      ...run,
      cpu: { benchmarkIndex: 1200, multiplier: 3, chosenBy: 'flag', indexRange: [1200, 2043] },
    });
    expect(moved).toContain('Mobile CPU slowdown 3x, set with --cpu-slowdown (Lighthouse benchmarkIndex 1200).');
    expect(moved).toContain("The host's speed moved by a quarter or more: blocking times are not comparable.");
  });
});

describe('cpuSlowdownFor', () => {
  it("follows Lighthouse's calculator: 4x on a high-end desktop, less on a slower host", () => {
    expect(cpuSlowdownFor(1533)).toBe(4);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(1100)).toBe(2.6);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(475)).toBe(1.5);
    expect(cpuSlowdownFor(150)).toBe(1);
  });

  it("stops at the preset's 4x on a host faster than the calculator's last point", () => {
    expect(cpuSlowdownFor(1600)).toBe(4);
    expect(cpuSlowdownFor(2043)).toBe(4);
  });

  it('refuses a host too slow to emulate the phone', () => {
    expect(() => cpuSlowdownFor(120)).toThrow(/too slow/);
  });
});
