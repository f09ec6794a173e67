import type { Edition } from '~/content/edition';
import { showDates } from '~/features/lifecycle/show-phase';
import type { Lang } from '~/lib/lang';
import { tripId } from '~/routes/ticket/form/trip-id';
import type { Kind } from '../registrations/rules';
import type { PassClaims } from '~/features/passes/pass-claims';

/** A pass to issue: its claims but its id, which each issue draws. */
export type PlannedPass = Omit<PassClaims, 'jti'>;

type PassContent = Pick<Edition, 'site' | 'tickets' | 'cruises'>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const fullName = (data: Record<string, unknown>) =>
  [text(data.firstName), text(data.lastName)].filter(Boolean).join(' ');

/**
 * The passes a stored registration gets, from its checked data (the form's schema's output):
 * a visitor, exhibitor or delegate pass; one entrance pass per ticket, naming its category; one
 * boarding pass per cruise line with seats. An interest registration gets none. The show days
 * are the content's; a delegate's are the show days too: the conference's date in the content
 * is known to be wrong (issue #45), and the delegate also enters the show.
 */
export function passPlanner(editions: Record<Lang, PassContent>) {
  const showDays = showDates(editions.en.site.edition);
  // Cruise names are the same in both languages (plain text in the content).
  const cruiseNames = editions.en.cruises.map((cruise) => cruise.name);
  return (kind: Kind, lang: Lang, data: unknown): PlannedPass[] => {
    const values = (data ?? {}) as Record<string, unknown>;
    switch (kind) {
      case 'visitor':
        return [{ k: 'visitor', n: fullName(values), d: showDays }];
      case 'conference':
        // Issue #45: the conference's date in the content is wrong; the show days until it is fixed.
        return [{ k: 'delegate', n: fullName(values), d: showDays }];
      case 'exhibitor':
        return [{ k: 'exhibitor', n: text(values.contactPerson), c: text(values.companyName), d: showDays }];
      case 'ticket': {
        const name = fullName(values);
        const categories = editions[lang].tickets.categories;
        const tickets = Array.isArray(values.tickets) ? (values.tickets as unknown[]) : [];
        const entrance = tickets.flatMap((count, index): PlannedPass[] => {
          const category = categories[index];
          const quantity = Number(count);
          if (!category || !Number.isInteger(quantity) || quantity <= 0) return [];
          return Array.from({ length: quantity }, () => ({ k: 'entrance', n: name, c: category.name, d: showDays }));
        });
        const lines = Array.isArray(values.cruises) ? (values.cruises as Record<string, unknown>[]) : [];
        const boarding = lines.flatMap((line, index): PlannedPass[] => {
          const cruise = cruiseNames[index];
          const pax = Number(line.pax);
          const day = text(line.day);
          const time = text(line.tripTime);
          if (!cruise || !Number.isInteger(pax) || pax <= 0) return [];
          return [
            {
              k: 'boarding',
              n: name,
              tr: { id: tripId(cruise, day, time), cr: cruise, d: day, t: time, p: pax },
              d: [day],
            },
          ];
        });
        return [...entrance, ...boarding];
      }
      case 'interest':
        return [];
    }
  };
}

export type PassPlanner = ReturnType<typeof passPlanner>;

/** The site's pass page with the token in the fragment: never sent to a server, nor in a Referer. */
export function passUrl(siteOrigin: string, lang: Lang, token: string): string {
  return `${siteOrigin}${lang === 'en' ? '' : `/${lang}`}/pass#${token}`;
}
