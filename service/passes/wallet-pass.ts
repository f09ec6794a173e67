import type { Edition } from '~/content/edition';
import { showDates } from '~/features/lifecycle/show-phase';
import type { PassClaims, PassKind } from '~/features/passes/pass-claims';
import type { Lang } from '~/lib/lang';

type WalletContent = Pick<Edition, 'site' | 'shell'>;

/** A line of a wallet pass: its label and what it says. */
export type WalletField = { key: string; label: string; value: string };

/**
 * What a wallet pass shows, whichever wallet: the same for Google's and Apple's, from the
 * pass's verified claims, its registration's language and the content. Its barcode is the
 * token itself, so a gate scans a wallet pass exactly as the pass page's QR code.
 */
export type WalletPass = {
  id: string;
  token: string;
  kind: PassKind;
  lang: Lang;
  /** The organisers, as the content names them (`site.organiser`). */
  organiser: string;
  /** The show: `Malaysia International Boat Show 2026`, `MYBOS 2026`, its year, where, its first and last hours. */
  event: { name: string; shortName: string; year: number; venue: string; address: string; start: string; end: string };
  /** `Visitor pass`, `Tiket masuk`…: what the pass is, in the registration's language. */
  title: string;
  holder: WalletField;
  /** What it admits to, beyond its kind: the ticket category, the company, or the trip. */
  admits: WalletField[];
  /** The days it is valid, written as the site writes them. */
  days: WalletField;
  /** Where: the venue's name and address. */
  venue: WalletField;
  /** When it is good, whole days in the show's time zone; and when a phone should offer it. */
  validFrom: string;
  validUntil: string;
  relevantDate: string;
};

/**
 * The pass's words in both languages. The service's own: the content has no words for a
 * pass's parts yet (the site's pass page is being built); the Malay follow the glossary
 * (app/content/ms/glossary.ts: pengunjung, pempamer, peserta, tiket masuk, waktu pelayaran).
 */
const words = {
  en: {
    kinds: {
      visitor: 'Visitor pass',
      exhibitor: 'Exhibitor pass',
      delegate: 'Delegate pass',
      entrance: 'Entrance ticket',
      boarding: 'Boarding pass',
    },
    holder: 'Name',
    day: 'Day',
    days: 'Days',
    ticket: 'Ticket',
    company: 'Company',
    cruise: 'Cruise',
    tripTime: 'Trip time',
    seats: 'Seats',
    venue: 'Venue',
  },
  ms: {
    kinds: {
      visitor: 'Pas pengunjung',
      exhibitor: 'Pas pempamer',
      delegate: 'Pas peserta',
      entrance: 'Tiket masuk',
      boarding: 'Pas menaiki kapal',
    },
    holder: 'Nama',
    day: 'Hari',
    days: 'Hari',
    ticket: 'Tiket',
    company: 'Syarikat',
    cruise: 'Pelayaran',
    tripTime: 'Waktu pelayaran',
    seats: 'Tempat duduk',
    venue: 'Lokasi',
  },
} satisfies Record<Lang, unknown>;

/** A trip time's start as `HH:MM` (`4PM-7PM` → `16:00`), or undefined when it is not written so. */
export function tripStart(tripTime: string): string | undefined {
  const match = /^\s*(\d{1,2})(?::(\d{2}))?\s*(AM|PM)/i.exec(tripTime);
  if (!match) return undefined;
  const hour = Number(match[1]);
  if (hour < 1 || hour > 12) return undefined;
  const hours = (hour % 12) + (match[3]!.toUpperCase() === 'PM' ? 12 : 0);
  return `${String(hours).padStart(2, '0')}:${match[2] ?? '00'}`;
}

/**
 * Turns a verified pass into what a wallet shows, in its registration's language. The show's
 * name, venue, days and hours are the content's, read once at start, as the passes' claims are.
 */
export function walletPasses(editions: Record<Lang, WalletContent>) {
  const { site } = editions.en;
  const { edition, venue, timeZone } = site;
  const showDays = showDates(edition);
  const at = (day: string, time: string) => `${day}T${time}:00${timeZone.utcOffset}`;
  const event = {
    name: `${site.fullName} ${edition.year}`,
    shortName: `${site.shortName} ${edition.year}`,
    year: edition.year,
    venue: venue.name,
    address: [venue.street, `${venue.postalCode} ${venue.area}`, venue.island, venue.region, venue.country].join(', '),
    start: at(edition.startDate, edition.dailyHours.opens),
    end: at(edition.endDate, edition.dailyHours.closes),
  };

  const written = (lang: Lang, days: readonly string[]) => {
    if (days.length === showDays.length && days.every((day, index) => day === showDays[index])) {
      return editions[lang].site.edition.datesLabel;
    }
    const months = editions[lang].shell.months;
    return days
      .map((day) => {
        const [year, month, date] = day.split('-').map(Number);
        return `${date} ${months[(month ?? 1) - 1] ?? ''} ${year}`;
      })
      .join(', ');
  };

  return (claims: PassClaims, token: string, lang: Lang): WalletPass => {
    const said = words[lang];
    const admits: WalletField[] = [];
    if (claims.k === 'entrance' && claims.c) admits.push({ key: 'ticket', label: said.ticket, value: claims.c });
    if (claims.k === 'exhibitor' && claims.c) admits.push({ key: 'company', label: said.company, value: claims.c });
    if (claims.tr) {
      admits.push(
        { key: 'cruise', label: said.cruise, value: claims.tr.cr },
        { key: 'tripTime', label: said.tripTime, value: claims.tr.t },
        { key: 'seats', label: said.seats, value: String(claims.tr.p) },
      );
    }
    const first = claims.d[0]!;
    const last = claims.d.at(-1)!;
    // A boarding pass is wanted on the pier at its trip's time; any other at the gate's opening.
    const relevantTime = (claims.tr && tripStart(claims.tr.t)) ?? edition.dailyHours.opens;
    return {
      id: claims.jti,
      token,
      kind: claims.k,
      lang,
      organiser: site.organiser,
      event,
      title: said.kinds[claims.k],
      holder: { key: 'holder', label: said.holder, value: claims.n },
      admits,
      days: { key: 'days', label: claims.d.length > 1 ? said.days : said.day, value: written(lang, claims.d) },
      venue: { key: 'venue', label: said.venue, value: `${event.venue}, ${event.address}` },
      validFrom: at(first, '00:00'),
      validUntil: `${last}T23:59:59${timeZone.utcOffset}`,
      relevantDate: at(first, relevantTime),
    };
  };
}

export type WalletPasses = ReturnType<typeof walletPasses>;
