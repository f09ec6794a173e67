import type { Edition } from '~/content/edition';
import type { RootContent } from '~/content/use-root-content';
import { showDateLabel, showDates, showInstant } from '~/features/lifecycle/show-phase';
import { fill } from '~/lib/lang';
import type { PassClaims, PassKind } from './pass-claims';

/**
 * What a pass says, in the page's words: its title, what it admits to and when. Pure: the pass
 * page and My Show hand it the words (`passWords`), built from their loaders' data and the root's.
 */

/** Each cruise's trip times as the content writes them in the page's language, by cruise name and trip time. */
export type TripTimeLabels = Record<string, Record<string, string>>;

export type PassWords = {
  passes: Edition['passes'];
  tripTimes: TripTimeLabels;
  months: readonly string[];
  show: { days: readonly string[]; datesLabel: string; utcOffset: string };
};

/**
 * For a route's loader: a boarding pass names its trip time as the content's `tripTimes` write it
 * (`4PM-7PM`), the same in both languages; the page shows that language's label
 * (`4 petang–7 malam`). Only these labels travel with the page, not the cruises' descriptions.
 */
export function tripTimeLabels(cruises: Edition['cruises']): TripTimeLabels {
  return Object.fromEntries(
    cruises.map((cruise) => [
      cruise.name,
      Object.fromEntries(cruise.tripTimes.map((time, index) => [time, cruise.tripTimeLabels[index] ?? time])),
    ]),
  );
}

/** The words a pass is written with: the page's own (`passes`, trip times) and the root's (months, the show). */
export function passWords(
  { site, shell }: Pick<RootContent, 'site' | 'shell'>,
  passes: Edition['passes'],
  tripTimes: TripTimeLabels,
): PassWords {
  return {
    passes,
    tripTimes,
    months: shell.months,
    show: { days: showDates(site.edition), datesLabel: site.edition.datesLabel, utcOffset: site.timeZone.utcOffset },
  };
}

export const passTitle = (kind: PassKind, words: PassWords) => words.passes.kinds[kind].title;

/** One thing a pass admits to, named: `Cruise` `Manta Oro`. */
export type PassFact = { key: 'category' | 'company' | 'cruise' | 'tripTime' | 'guests'; label: string; value: string };

/** What the pass admits to: a ticket's category, an exhibitor's company, a boarding pass's trip. */
export function passFacts(claims: PassClaims, words: PassWords): PassFact[] {
  const { labels, guestCount } = words.passes;
  const facts: PassFact[] = [];
  if (claims.c) {
    const key = claims.k === 'exhibitor' ? 'company' : 'category';
    facts.push({ key, label: labels[key], value: claims.c });
  }
  if (claims.tr) {
    const { cr, t, p } = claims.tr;
    facts.push(
      { key: 'cruise', label: labels.cruise, value: cr },
      { key: 'tripTime', label: labels.tripTime, value: words.tripTimes[cr]?.[t] ?? t },
      { key: 'guests', label: labels.guests, value: fill(p === 1 ? guestCount.one : guestCount.other, { count: p }) },
    );
  }
  return facts;
}

/** A `YYYY-MM-DD` day with the content's month names: `4 February 2026`. */
const dayLabel = (day: string, { months, show }: PassWords) =>
  // Noon on the show's clock, so the day is that day whatever the offset.
  showDateLabel(showInstant(day, '12:00', show.utcOffset), months, show.utcOffset);

/**
 * When it is valid: every show day in the show's own words (`Every show day, 4–7 February 2026`),
 * or its days one by one (a boarding pass's cruise day).
 */
export function passWhen(claims: PassClaims, words: PassWords): string {
  const days = [...new Set(claims.d)].sort();
  const everyShowDay = days.length === words.show.days.length && days.every((day, i) => day === words.show.days[i]);
  if (everyShowDay) return fill(words.passes.everyShowDay, { dates: words.show.datesLabel });
  return days.map((day) => dayLabel(day, words)).join(', ');
}

/** What My Show lists under a pass's title: its holder, what it admits to, when. */
export function passBrief(claims: PassClaims, words: PassWords): string {
  return [claims.n, ...passFacts(claims, words).map((fact) => fact.value), passWhen(claims, words)].join(' · ');
}

/** The pass's id as a person reads it out to the office: its first eight characters, `1B4E28BA`. */
export const shortPassId = (id: string) => id.replaceAll('-', '').slice(0, 8).toUpperCase();
