import type { Widen } from '~/lib/widen';
import { siteContent as english } from '../site';

/** The show's facts in Malay: names, numbers, addresses and links are the English ones. */
export const siteContent: Widen<typeof english> = {
  ...english,
  tagline: 'Tempat Asia bertemu laut lepas',
  edition: { ...english.edition, datesLabel: '4–7 Februari 2026' },
  edition2025: { ...english.edition2025, datesLabel: '21–24 Mei 2025' },
  venue: { ...english.venue, country: 'Malaysia' },
  accessibilityStandard: 'WCAG 2.2 tahap AA',
};
