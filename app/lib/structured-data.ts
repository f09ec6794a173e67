import { site } from '~/content/site';
import type { TicketCategory } from '~/content/tickets';

/** schema.org JSON-LD for search engines; rendered through route `meta` as `script:ld+json`. */

type JsonLd = Record<string, unknown>;

const pageUrl = (path: string) => new URL(path, site.origin).href;

export function organizationJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.organiser,
    alternateName: site.fullName,
    url: pageUrl('/'),
    logo: pageUrl('/icon-512.png'),
    email: site.contact.generalEmail,
    sameAs: [site.social.instagram, site.social.facebook],
  };
}

const venuePlace = {
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
};

export function showEventJsonLd({
  tickets,
  imageUrl,
}: {
  tickets: readonly TicketCategory[];
  imageUrl: string;
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: `${site.fullName} ${site.edition.year}`,
    description: `${site.fullName} at ${site.venue.label}: boats and yachts on show, cruises, workshops and a yachting conference.`,
    startDate: `${site.edition.startDate}T10:00:00+08:00`,
    endDate: `${site.edition.endDate}T22:00:00+08:00`,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: venuePlace,
    image: [imageUrl],
    organizer: { '@type': 'Organization', name: site.organiser, url: pageUrl('/') },
    offers: tickets.map((ticket) => ({
      '@type': 'Offer',
      name: ticket.name,
      price: ticket.priceRm.toFixed(2),
      priceCurrency: 'MYR',
      availability: 'https://schema.org/InStock',
      url: pageUrl('/ticket'),
    })),
  };
}

export type ConferenceFacts = {
  name: string;
  startDate: string;
  endDate: string;
  venueName: string;
  venueLocality: string;
  feeRm: number;
};

export function conferenceEventJsonLd(conference: ConferenceFacts): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: conference.name,
    startDate: conference.startDate,
    endDate: conference.endDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: conference.venueName,
      address: { '@type': 'PostalAddress', addressLocality: conference.venueLocality, addressCountry: 'MY' },
    },
    organizer: { '@type': 'Organization', name: site.organiser, url: pageUrl('/') },
    superEvent: { '@type': 'Event', name: 'LIMA 2025' },
    offers: {
      '@type': 'Offer',
      name: 'Delegate admission',
      price: conference.feeRm.toFixed(2),
      priceCurrency: 'MYR',
      url: pageUrl('/conference'),
    },
  };
}
