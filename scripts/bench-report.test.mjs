import { describe, expect, it } from 'vitest';
import { evaluateBudgets, median, summarise } from './bench-report.mjs';

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
      lcpMs: 1234,
      tbtMs: 12,
      cls: 0.012,
      totalKb: 500,
      jsKb: 100,
    });
  });
});

describe('evaluateBudgets', () => {
  const budgets = { mobile: { performance: 95, lcpMs: 1800 }, desktop: { performance: 100 }, home: { jsKb: 120 } };
  it('reports scores below and timings or sizes above their budget', () => {
    const rows = [
      { path: '/', preset: 'mobile', performance: 94, lcpMs: 1900, jsKb: 130 },
      { path: '/', preset: 'desktop', performance: 100 },
      { path: '/ticket', preset: 'mobile', performance: 99, lcpMs: 900, jsKb: 200 },
    ];
    expect(evaluateBudgets(rows, budgets)).toEqual([
      'mobile /: performance 94 < 95',
      'mobile /: lcpMs 1900 > 1800',
      'home: jsKb 130 > 120',
    ]);
  });
});

describe('the Malay home budget', () => {
  const row = (path, jsKb) => ({ path, preset: 'mobile', jsKb });
  const budgets = { malayHome: { extraJsKb: 5 } };

  it('lets /ms carry at most the margin more JavaScript than /', () => {
    expect(evaluateBudgets([row('/', 105), row('/ms', 110)], budgets)).toEqual([]);
    expect(evaluateBudgets([row('/', 105), row('/ms', 110.5)], budgets)).toEqual(['/ms: jsKb 110.5 > 105 (/) + 5']);
  });
});
