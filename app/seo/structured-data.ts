import type { Edition } from '~/content/edition';
import { localizedPath, type Lang } from '~/lib/lang';

/** schema.org JSON-LD for search engines, in the page's language; rendered through `meta`. */

type JsonLd = Record<string, unknown>;

const urlOf = ({ site }: Pick<Edition, 'site'>, lang: Lang, path: string) =>
  new URL(localizedPath(path, lang), site.origin).href;

/** A date and a 24-hour time in Malaysia time, as schema.org wants it. */
const malaysiaTime = (date: string, time: string) => `${date}T${time}:00+08:00`;

export function organizationJsonLd(edition: Edition, lang: Lang): JsonLd {
  const { site } = edition;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.organiser,
    alternateName: site.fullName,
    url: urlOf(edition, lang, '/'),
    logo: new URL('/icon-512.png', site.origin).href,
    email: site.contact.generalEmail,
    sameAs: [site.social.instagram, site.social.facebook],
  };
}

export function showEventJsonLd(edition: Edition, lang: Lang, imageUrl: string): JsonLd {
  const { site, tickets } = edition;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: `${site.fullName} ${site.edition.year}`,
    description: edition.shell.showDescription,
    inLanguage: lang,
    startDate: malaysiaTime(site.edition.startDate, site.edition.dailyHours.opens),
    endDate: malaysiaTime(site.edition.endDate, site.edition.dailyHours.closes),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: site.venue.name,
      address: {
        '@type': 'PostalAddress',
        streetAddress: site.venue.street,
        addressLocality: site.venue.area,
        postalCode: site.venue.postalCode,
        addressRegion: site.venue.region,
        addressCountry: 'MY',
      },
    },
    image: [imageUrl],
    organizer: { '@type': 'Organization', name: site.organiser, url: urlOf(edition, lang, '/') },
    offers: tickets.categories.map((ticket) => ({
      '@type': 'Offer',
      name: ticket.name,
      price: ticket.priceRm.toFixed(2),
      priceCurrency: 'MYR',
      availability: 'https://schema.org/InStock',
      url: urlOf(edition, lang, '/ticket'),
    })),
  };
}

export function conferenceEventJsonLd(edition: Edition, lang: Lang): JsonLd {
  const { conference, site } = edition;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: conference.name,
    inLanguage: lang,
    startDate: malaysiaTime(conference.date, conference.startTime),
    endDate: malaysiaTime(conference.date, conference.endTime),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: conference.venue,
      address: { '@type': 'PostalAddress', addressLocality: conference.venueArea, addressCountry: 'MY' },
    },
    organizer: { '@type': 'Organization', name: site.organiser, url: urlOf(edition, lang, '/') },
    superEvent: { '@type': 'Event', name: conference.heldAlongside },
    offers: {
      '@type': 'Offer',
      name: conference.admissionName,
      price: conference.admissionFeeRm.toFixed(2),
      priceCurrency: 'MYR',
      url: urlOf(edition, lang, '/conference'),
    },
  };
}

type Boat = Edition['boats']['all'][number];
type Exhibitor = Edition['exhibitors']['all'][number];

/** A boat on show as a schema.org Product: its photo, builder, specifications and asking price. */
export function boatJsonLd(
  { site, boatLabels: labels }: Pick<Edition, 'site' | 'boatLabels'>,
  lang: Lang,
  boat: Boat,
  path: string,
  imageUrl: string,
): JsonLd {
  const url = urlOf({ site }, lang, path);
  const property = (name: string, value: string | number) => ({ '@type': 'PropertyValue', name, value });
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: boat.name,
    description: boat.description,
    category: boat.type,
    image: [imageUrl],
    url,
    brand: { '@type': 'Brand', name: boat.builder },
    additionalProperty: [
      property(labels.length, boat.length),
      property(labels.guests, boat.guests),
      property(labels.crew, boat.crew),
    ],
    ...(boat.priceRm === undefined
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            price: boat.priceRm.toFixed(2),
            priceCurrency: 'MYR',
            availability: 'https://schema.org/InStock',
            url,
          },
        }),
  };
}

/** An exhibitor as a schema.org Organization: who it is, where from, and its own website. */
export function exhibitorJsonLd(
  edition: Pick<Edition, 'site'>,
  lang: Lang,
  exhibitor: Exhibitor,
  path: string,
  description: string,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: exhibitor.name,
    description,
    ...(exhibitor.website ? { url: exhibitor.website } : {}),
    mainEntityOfPage: urlOf(edition, lang, path),
    address: { '@type': 'PostalAddress', addressCountry: exhibitor.country },
  };
}
