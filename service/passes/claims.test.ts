import { describe, expect, it } from 'vitest';
import { readEditions } from '~/content/read-editions.server';
import { showDates } from '~/features/lifecycle/show-phase';
import { samples } from '../test-support/samples';
import { passPlanner, passUrl } from './claims';

const editions = readEditions();
const plan = passPlanner(editions);
const showDays = showDates(editions.en.site.edition);
const categories = (lang: 'en' | 'ms') => editions[lang].tickets.categories.map((category) => category.name);
// As the ticket schema gives it: counts as numbers.
const order = (tickets: number[], cruises: { pax: number; tripTime: string; day?: string }[]) => ({
  firstName: ' Tan ',
  lastName: 'Mei Ling',
  tickets,
  cruises,
});

describe('passPlanner', () => {
  it('gives a visitor, an exhibitor and a delegate one pass each, for the show days', () => {
    expect(plan('visitor', 'en', samples.visitor)).toEqual([{ k: 'visitor', n: 'Aisyah Rahman', d: showDays }]);
    expect(plan('conference', 'ms', samples.conference)).toEqual([{ k: 'delegate', n: 'Nurul Hassan', d: showDays }]);
    expect(plan('exhibitor', 'en', samples.exhibitor)).toEqual([
      { k: 'exhibitor', n: 'Lee Wei Ming', c: 'Straits Marine', d: showDays },
    ]);
    expect(showDays.length).toBeGreaterThan(0);
  });

  it('gives a ticket order one entrance pass per ticket, its category in the order’s language', () => {
    for (const lang of ['en', 'ms'] as const) {
      const passes = plan('ticket', lang, order([0, 0, 2, 1], [{ pax: 0, tripTime: '' }]));
      expect(passes).toEqual([
        { k: 'entrance', n: 'Tan Mei Ling', c: categories(lang)[2], d: showDays },
        { k: 'entrance', n: 'Tan Mei Ling', c: categories(lang)[2], d: showDays },
        { k: 'entrance', n: 'Tan Mei Ling', c: categories(lang)[3], d: showDays },
      ]);
    }
    expect(categories('en')[2]).not.toBe(categories('ms')[2]);
  });

  it('gives one boarding pass per cruise line with seats: its trip, for its day only', () => {
    const [oro, blu, damai] = editions.en.cruises;
    const day = showDays.at(-1)!;
    const time = damai!.tripTimes[0]!;
    const passes = plan(
      'ticket',
      'ms',
      order(
        [0, 0, 0, 0],
        [
          { pax: 0, tripTime: '' },
          { pax: 0, tripTime: blu!.tripTimes[0]! },
          { pax: 3, tripTime: time, day },
        ],
      ),
    );
    expect(oro).toBeDefined();
    expect(passes).toEqual([
      {
        k: 'boarding',
        n: 'Tan Mei Ling',
        tr: { id: expect.stringMatching(new RegExp(`-${day}-`)), cr: damai!.name, d: day, t: time, p: 3 },
        d: [day],
      },
    ]);
  });

  it('gives an interest registration none', () => {
    expect(plan('interest', 'en', samples.interest)).toEqual([]);
  });
});

describe('passUrl', () => {
  it('is the pass page of the language, the token in the fragment', () => {
    expect(passUrl('https://www.mybos.com.my', 'en', 'a.b.c')).toBe('https://www.mybos.com.my/pass#a.b.c');
    expect(passUrl('https://www.mybos.com.my', 'ms', 'a.b.c')).toBe('https://www.mybos.com.my/ms/pass#a.b.c');
  });
});
