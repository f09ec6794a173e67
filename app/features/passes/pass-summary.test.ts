import { describe, expect, it } from 'vitest';
import { fill, langs } from '~/lib/lang';
import { testEdition } from '~/ui/test-render';
import { passBrief, passFacts, passTitle, passWhen, passWords, shortPassId, tripTimeLabels } from './pass-summary';
import { cruise, sampleClaims, showDays } from './test-samples';

const wordsIn = (lang: (typeof langs)[number]) => {
  const edition = testEdition(lang);
  return { edition, words: passWords(edition, edition.passes, tripTimeLabels(edition.cruises)) };
};

describe.each(langs)('(%s) a pass in the page’s words', (lang) => {
  const { edition, words } = wordsIn(lang);
  const { labels, guestCount, kinds } = edition.passes;
  const { months } = edition.shell;
  const day = (date: string) => {
    const [year, month, dayOfMonth] = date.split('-').map(Number);
    return `${dayOfMonth} ${months[month! - 1]} ${year}`;
  };

  it('is titled by its kind', () => {
    expect(passTitle('delegate', words)).toBe(kinds.delegate.title);
    expect(passTitle('boarding', words)).toBe(kinds.boarding.title);
  });

  it('names a ticket’s category and an exhibitor’s company; a visitor pass admits to the show alone', () => {
    const entrance = sampleClaims('entrance');
    expect(passFacts(entrance, words)).toEqual([{ key: 'category', label: labels.category, value: entrance.c }]);
    expect(passFacts(sampleClaims('exhibitor'), words)).toEqual([
      { key: 'company', label: labels.company, value: 'Andaman Sea Charters' },
    ]);
    expect(passFacts(sampleClaims('visitor'), words)).toEqual([]);
  });

  it('names a boarding pass’s cruise, its trip time as the content writes it in this language, and its guests', () => {
    const boarding = sampleClaims('boarding');
    expect(passFacts(boarding, words)).toEqual([
      { key: 'cruise', label: labels.cruise, value: cruise.name },
      { key: 'tripTime', label: labels.tripTime, value: edition.cruises[0]!.tripTimeLabels[1] },
      { key: 'guests', label: labels.guests, value: fill(guestCount.other, { count: 2 }) },
    ]);
    const one = sampleClaims('boarding', { tr: { ...boarding.tr!, p: 1 } });
    expect(passFacts(one, words).at(-1)?.value).toBe(fill(guestCount.one, { count: 1 }));
    // A trip time the content no longer lists is shown as the pass says it.
    const gone = sampleClaims('boarding', { tr: { ...boarding.tr!, t: '6AM-7AM' } });
    expect(passFacts(gone, words)[1]?.value).toBe('6AM-7AM');
  });

  it('is valid on every show day in the show’s own words, or on its days one by one', () => {
    expect(passWhen(sampleClaims('visitor'), words)).toBe(
      fill(edition.passes.everyShowDay, { dates: edition.site.edition.datesLabel }),
    );
    expect(passWhen(sampleClaims('boarding'), words)).toBe(day(showDays[1]!));
    const someDays = sampleClaims('visitor', { d: [showDays[2]!, showDays[0]!] });
    expect(passWhen(someDays, words)).toBe(`${day(showDays[0]!)}, ${day(showDays[2]!)}`);
  });

  it('is listed in brief: holder, what, when', () => {
    const boarding = sampleClaims('boarding');
    expect(passBrief(boarding, words)).toBe(
      [
        boarding.n,
        cruise.name,
        edition.cruises[0]!.tripTimeLabels[1],
        fill(guestCount.other, { count: 2 }),
        day(showDays[1]!),
      ].join(' · '),
    );
  });
});

describe('tripTimeLabels', () => {
  it('maps each cruise’s trip times to the Malay labels on the Malay page', () => {
    const { edition } = wordsIn('ms');
    const labels = tripTimeLabels(edition.cruises);
    for (const { name, tripTimes, tripTimeLabels: written } of edition.cruises) {
      expect(tripTimes.map((time) => labels[name]?.[time])).toEqual(written);
    }
  });
});

describe('shortPassId', () => {
  it('is the id’s first eight characters, in capitals', () => {
    expect(shortPassId('1b4e28ba-2fa1-11d2-883f-0016d3cca427')).toBe('1B4E28BA');
  });
});
