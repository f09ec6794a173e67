import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { formatProblem } from './content-problem';
import { findDateProblems, heldOn } from './edition-dates';
import { readContent, type Content } from './read-content.server';
import { copyOfContent } from './test-content-copy';

// The rules run on the real content, changed one field at a time, so each test shows the one
// message an organiser would get for that mistake.
const { content: original } = readContent();
if (!original) throw new Error('the content does not pass its checks');

const problemsAfter = (edit: (content: Content) => void) => {
  const content = structuredClone(original);
  edit(content);
  return findDateProblems(content).map(formatProblem);
};
const day = (content: Content, index: number) => content.collections['schedule-days'][index]!;

describe('the content check of dates', () => {
  it('finds nothing wrong with the content as it is', () => {
    expect(findDateProblems(original)).toEqual([]);
  });

  it("refuses a conference window that closes after the conference starts", () => {
    expect(
      problemsAfter(({ site }) => {
        site.edition.registration.conference.closes = '2026-02-04T00:00:00+08:00';
      }),
    ).toEqual([
      'content/site.yaml: field edition.registration.conference.closes: 2026-02-04T00:00:00+08:00 is after the conference starts (copy/conference.yaml date and startTime), 2025-05-23T08:00:00+08:00: close it by then',
    ]);
  });

  it('refuses a ticket window that closes after the gates close on the last show day', () => {
    expect(
      problemsAfter(({ site }) => {
        site.edition.registration.ticket.closes = '2026-02-08T00:00:00+08:00';
      }),
    ).toEqual([
      'content/site.yaml: field edition.registration.ticket.closes: 2026-02-08T00:00:00+08:00 is after the gates close on the last show day, 2026-02-07T22:00:00+08:00: close it by then',
    ]);
  });

  it("refuses a window left over from the edition before the form's", () => {
    expect(
      problemsAfter(({ site }) => {
        site.edition.registration.publicVisitor.closes = '2025-05-24T22:00:00+08:00';
      }),
    ).toEqual([
      "content/site.yaml: field edition.registration.publicVisitor.closes: 2025-05-24T22:00:00+08:00 is no later than the 2025 edition's last day, 2025-05-24: it is still that edition's window, move it to the 2026 edition's",
    ]);
  });

  it("refuses a schedule day that is neither on the edition's days nor marked as another's", () => {
    expect(
      problemsAfter((content) => {
        delete day(content, 0).edition;
      }),
    ).toEqual([
      'content/schedule-days/2025-05-21.yaml: entry "2025-05-21", field date: 2025-05-21 is not a day of the 2026 edition (2026-02-04 to 2026-02-07): move it to one of its days, or mark it as the edition it belongs to (edition: 2025)',
    ]);
  });

  it('refuses a day marked with an edition whose days it is not on, or that has no dates', () => {
    expect(
      problemsAfter((content) => {
        day(content, 0).edition = 2024;
        day(content, 1).date = '2025-05-25';
      }),
    ).toEqual([
      'content/schedule-days/2025-05-21.yaml: entry "2025-05-21", field edition: the 2024 edition has no dates: give its entry in site.yaml pastEditions a startDate and endDate',
      'content/schedule-days/2025-05-22.yaml: entry "2025-05-22", field date: 2025-05-25 is not a day of the 2025 edition it is marked with (2025-05-21 to 2025-05-24)',
    ]);
  });

  it("refuses a day whose date's words do not name it", () => {
    expect(
      problemsAfter((content) => {
        day(content, 0).dateLabel.ms = 'Rabu, 21 Mei 2026';
      }),
    ).toEqual([
      'content/schedule-days/2025-05-21.yaml: entry "2025-05-21", field dateLabel, Malay: "Rabu, 21 Mei 2026" does not name its date, 2025-05-21',
    ]);
  });

  it('refuses a conference on none of its edition’s days', () => {
    expect(
      problemsAfter(({ copy }) => {
        delete copy.conference.edition;
      }),
    ).toContain(
      'content/copy/conference.yaml: field date: 2025-05-23 is not a day of the 2026 edition (2026-02-04 to 2026-02-07): move it to one of its days, or mark it as the edition it belongs to (edition: 2025)',
    );
  });

  it('refuses a countdown that does not point at the first show day', () => {
    expect(
      problemsAfter(({ site }) => {
        site.countdownTarget = '2026-02-05T00:00:00+08:00';
      }),
    ).toEqual(['content/site.yaml: field countdownTarget: 2026-02-05T00:00:00+08:00 is not on the first show day, 2026-02-04']);
  });

  it('refuses an edition whose year, label or next edition were not moved with its days', () => {
    expect(
      problemsAfter(({ site }) => {
        site.edition.startDate = '2027-01-27';
        site.edition.endDate = '2027-01-30';
        site.countdownTarget = '2027-01-27T00:00:00+08:00';
      }),
    ).toEqual(
      expect.arrayContaining([
        'content/site.yaml: field edition.year: 2026 is not the year of the start date, 2027-01-27',
        'content/site.yaml: field edition.datesLabel, English: "4–7 February 2026" does not name the show\'s days, 2027-01-27 to 2027-01-30: write the new dates',
        'content/site.yaml: field edition.datesLabel, Malay: "4–7 Februari 2026" does not name the show\'s days, 2027-01-27 to 2027-01-30: write the new dates',
        'content/copy/visit.yaml: field sections.hours.days.0.date: 2026-02-04 is not a day of the 2026 edition (2027-01-27 to 2027-01-30): move it to one of its days',
      ]),
    );
    expect(
      problemsAfter(({ site }) => {
        site.nextEdition.year = 2026;
      }),
    ).toEqual(['content/site.yaml: field nextEdition.year: 2026 is not after this edition, 2026']);
  });

  it('refuses two programme days held on the same show day, and a programme longer than the show', () => {
    expect(
      problemsAfter((content) => {
        day(content, 1).date = '2025-05-21';
        day(content, 1).dateLabel = { en: 'Wednesday, 21 May 2025', ms: 'Rabu, 21 Mei 2025' };
      }),
    ).toEqual([
      'content/schedule-days/2025-05-22.yaml: entry "2025-05-22", field date: would be held on 2026-02-04, as schedule-days/2025-05-21.yaml is: one programme a show day',
    ]);
    expect(
      problemsAfter(({ site }) => {
        site.edition.endDate = '2026-02-06';
        site.edition.datesLabel = { en: '4–6 February 2026', ms: '4–6 Februari 2026' };
        site.edition.registration.ticket.closes = '2026-02-06T22:00:00+08:00';
        site.edition.registration.publicVisitor.closes = '2026-02-06T22:00:00+08:00';
      }),
    ).toContain(
      'content/schedule-days/2025-05-24.yaml: entry "2025-05-24", field date: is day 4 of the 2025 edition, and the 2026 edition (2026-02-04 to 2026-02-06) has no such day to hold it on',
    );
  });
});

describe('the day a schedule day is held on', () => {
  it("is the same day of the current edition for a day marked as another edition's", () => {
    expect(original.collections['schedule-days'].map((entry) => heldOn(entry, original.site))).toEqual([
      '2026-02-04',
      '2026-02-05',
      '2026-02-06',
      '2026-02-07',
    ]);
  });

  it("is its own date for a day of the current edition", () => {
    expect(heldOn({ date: '2026-02-06' }, original.site)).toBe('2026-02-06');
    expect(heldOn({ date: '2026-02-08' }, original.site)).toBeUndefined();
  });
});

describe('reading the content', () => {
  const { dir, remove } = copyOfContent('edition-dates');
  afterAll(remove);

  it('stops at a conference window that closes after the conference, naming file and field', () => {
    const file = join(dir, 'site.yaml');
    const site = parse(readFileSync(file, 'utf8'));
    site.edition.registration.conference.closes = '2026-02-04T00:00:00+08:00';
    writeFileSync(file, stringify(site));
    const { content, problems } = readContent(dir);
    expect(content).toBeUndefined();
    expect(problems).toEqual([
      {
        file: 'site.yaml',
        field: 'edition.registration.conference.closes',
        message:
          '2026-02-04T00:00:00+08:00 is after the conference starts (copy/conference.yaml date and startTime), 2025-05-23T08:00:00+08:00: close it by then',
      },
    ]);
  });
});
