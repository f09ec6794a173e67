import { conference } from '~/content/conference';
import { site } from '~/content/site';
import { ticketCategories } from '~/content/tickets';

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

/** A date and a 24-hour time in Malaysia time, as schema.org wants it. */
const malaysiaTime = (date: string, time: string) => `${date}T${time}:00+08:00`;

export function showEventJsonLd(imageUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: `${site.fullName} ${site.edition.year}`,
    description: `${site.fullName} at ${site.venue.label}: boats and yachts on show, cruises, workshops and a yachting conference.`,
    startDate: malaysiaTime(site.edition.startDate, site.edition.dailyHours.opens),
    endDate: malaysiaTime(site.edition.endDate, site.edition.dailyHours.closes),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: venuePlace,
    image: [imageUrl],
    organizer: { '@type': 'Organization', name: site.organiser, url: pageUrl('/') },
    offers: ticketCategories.map((ticket) => ({
      '@type': 'Offer',
      name: ticket.name,
      price: ticket.priceRm.toFixed(2),
      priceCurrency: 'MYR',
      availability: 'https://schema.org/InStock',
      url: pageUrl('/ticket'),
    })),
  };
}

export function conferenceEventJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: conference.name,
    startDate: malaysiaTime(conference.date, conference.startTime),
    endDate: malaysiaTime(conference.date, conference.endTime),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: conference.venue,
      address: { '@type': 'PostalAddress', addressLocality: conference.venueArea, addressCountry: 'MY' },
    },
    organizer: { '@type': 'Organization', name: site.organiser, url: pageUrl('/') },
    superEvent: { '@type': 'Event', name: conference.heldAlongside },
    offers: {
      '@type': 'Offer',
      name: conference.admissionName,
      price: conference.admissionFeeRm.toFixed(2),
      priceCurrency: 'MYR',
      url: pageUrl('/conference'),
    },
  };
}
