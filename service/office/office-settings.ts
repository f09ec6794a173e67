import type { Edition } from '~/content/edition';
import type { Lang } from '~/lib/lang';
import { tripsFromContent, type Trip } from '../trips/trips';

/**
 * What the office's counts take from the content, read once at start as the rest of it: the
 * conference's admission fee (`admissionFeeRm` in content/copy/conference.yaml, RM350 for
 * 2026), the ticket categories' names in both languages, in the content's order (a ticket
 * order's `tickets` and its `ticket_lines.category` are indexes into that list), and the trips
 * in the content's order.
 */
export type OfficeSettings = {
  conferenceFeeRm: number;
  ticketCategories: { en: string; ms: string }[];
  /** The content's trips, in its order: the order the counts list them in. */
  trips: readonly Trip[];
};

export function officeSettings(
  editions: Record<Lang, Pick<Edition, 'site' | 'cruises' | 'conference' | 'tickets'>>,
): OfficeSettings {
  return {
    trips: tripsFromContent(editions.en),
    conferenceFeeRm: editions.en.conference.admissionFeeRm,
    ticketCategories: editions.en.tickets.categories.map((category, index) => ({
      en: category.name,
      ms: editions.ms.tickets.categories[index]?.name ?? category.name,
    })),
  };
}
