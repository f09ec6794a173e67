/** The forms that take registrations, each with its own window. */
export type RegistrationFormKey = 'publicVisitor' | 'exhibitor' | 'conference' | 'ticket';

/** The show's identity and facts. The product name in menus and headings is `site.shortName`. */
export type Site = {
  shortName: string;
  fullName: string;
  tagline: string;
  /** The site's public origin, used for canonical URLs and share links. */
  origin: string;
  edition: {
    year: number;
    startDate: string;
    endDate: string;
    datesLabel: string;
    /** Gates open and close each show day, Malaysia time (24 h). */
    dailyHours: { opens: string; closes: string };
    /**
     * When each form takes registrations: from `opens` up to (not at) `closes`, instants in
     * Malaysia time (`2026-02-07T22:00:00+08:00`). The site closes a form by itself then.
     */
    registration: Record<RegistrationFormKey, { opens: string; closes: string }>;
  };
  /**
   * The next edition, once the organisers name it: its year, and its dates and their label
   * when set (until then the site says the dates are to be announced).
   */
  nextEdition: { year: number; startDate?: string; endDate?: string; datesLabel?: string };
  /** The 2025 edition, which the daily schedule and the conference still describe (kept on purpose). */
  edition2025: { datesLabel: string; startDate: string; endDate: string };
  venue: {
    name: string;
    street: string;
    area: string;
    postalCode: string;
    region: string;
    island: string;
    country: string;
    label: string;
  };
  /** Malaysia time (UTC+8, no daylight saving): the same instant for every visitor. */
  countdownTarget: string;
  /** The show's clock: every time in the content is Malaysia time. */
  timeZone: { name: string; utcOffset: string };
  contact: {
    generalEmail: string;
    whatsappNumberLabel: string;
    whatsappUrl: string;
  };
  social: { instagram: string; facebook: string };
  organiser: string;
  /** The accessibility standard the site is built and tested to. */
  accessibilityStandard: string;
};

export const site = {
  shortName: 'MYBOS',
  fullName: 'Malaysia International Boat Show',
  tagline: 'Where Asia meets the open sea',
  origin: 'https://www.mybos.com.my',
  edition: {
    year: 2026,
    startDate: '2026-02-04',
    endDate: '2026-02-07',
    datesLabel: '4–7 February 2026',
    dailyHours: { opens: '10:00', closes: '22:00' },
    registration: {
      // Visitors and ticket buyers until the gates close on the last day.
      publicVisitor: { opens: '2025-06-01T00:00:00+08:00', closes: '2026-02-07T22:00:00+08:00' },
      ticket: { opens: '2025-06-01T00:00:00+08:00', closes: '2026-02-07T22:00:00+08:00' },
      // Booths are allocated and built before the show.
      exhibitor: { opens: '2025-06-01T00:00:00+08:00', closes: '2026-01-31T00:00:00+08:00' },
      // Delegates register before the show opens.
      conference: { opens: '2025-06-01T00:00:00+08:00', closes: '2026-02-04T00:00:00+08:00' },
    },
  },
  nextEdition: { year: 2027 },
  edition2025: {
    datesLabel: '21–24 May 2025',
    startDate: '2025-05-21',
    endDate: '2025-05-24',
  },
  venue: {
    name: 'Royal Langkawi Yacht Club',
    street: 'Jalan Pantai Dato Syed Omar',
    area: 'Kuah',
    postalCode: '07000',
    region: 'Kedah',
    island: 'Langkawi',
    country: 'Malaysia',
    label: 'Royal Langkawi Yacht Club, Kuah, Langkawi',
  },
  countdownTarget: '2026-02-04T00:00:00+08:00',
  timeZone: { name: 'Asia/Kuala_Lumpur', utcOffset: '+08:00' },
  contact: {
    generalEmail: 'info@mybos.com.my',
    whatsappNumberLabel: '+60 12-345 6789',
    whatsappUrl: 'https://wa.me/60123456789',
  },
  social: {
    instagram: 'https://www.instagram.com/mybos.langkawi',
    facebook: 'https://www.facebook.com/mybos.langkawi',
  },
  organiser: 'MYBOS Events Sdn. Bhd.',
  accessibilityStandard: 'WCAG 2.2 level AA',
} as const satisfies Site;

/** This module's namespace of the English edition (app/content/editions.ts). */
export const siteContent = site;
