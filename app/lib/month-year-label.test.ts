import { describe, expect, it } from 'vitest';
import { readEditions } from '~/content/read-editions.server';
import { monthYearLabel } from './month-year-label';

const { en, ms } = readEditions();

describe('monthYearLabel', () => {
  it('names the month in the page’s language, from the content’s month names', () => {
    expect(monthYearLabel('2027-03-02', en.shell.months)).toBe(`${en.shell.months[2]} 2027`);
    expect(monthYearLabel('2027-03-02', ms.shell.months)).toBe(`${ms.shell.months[2]} 2027`);
    // The reason for the date: the two languages' month names differ, and each page gets its own.
    expect(ms.shell.months[2]).not.toBe(en.shell.months[2]);
  });

  it('refuses text that is not a date rather than show a wrong month', () => {
    expect(() => monthYearLabel('November 2026', ms.shell.months)).toThrow(/not a date/);
    expect(() => monthYearLabel('2026-13-01', ms.shell.months)).toThrow(/not a date/);
  });
});
