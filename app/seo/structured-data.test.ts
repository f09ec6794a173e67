import { describe, expect, it } from 'vitest';
import { readEditions } from '~/content/read-editions.server';

const editions = readEditions();

const en = editions.en;
import { conferenceEventJsonLd, organizationJsonLd, showEventJsonLd } from './structured-data';

describe('structured data', () => {
  it('describes the 2026 show at its venue with an offer per ticket category', () => {
    const event = showEventJsonLd(en, 'en', 'https://example.test/a.jpg');
    expect(event).toMatchObject({
      '@type': 'Event',
      name: 'Malaysia International Boat Show 2026',
      startDate: '2026-02-04T10:00:00+08:00',
      endDate: '2026-02-07T22:00:00+08:00',
      location: { name: 'Royal Langkawi Yacht Club', address: { addressLocality: 'Kuah', addressCountry: 'MY' } },
    });
    expect(event.offers).toEqual(
      editions.en.tickets.categories.map((ticket) =>
        expect.objectContaining({ name: ticket.name, price: ticket.priceRm.toFixed(2), priceCurrency: 'MYR' }),
      ),
    );
  });

  it('describes the organiser with its social profiles', () => {
    expect(organizationJsonLd(en, 'en')).toMatchObject({
      '@type': 'Organization',
      sameAs: ['https://www.instagram.com/mybos.langkawi', 'https://www.facebook.com/mybos.langkawi'],
    });
  });

  it('describes the conference in Malaysia time with its fee and the exhibition it is part of', () => {
    expect(conferenceEventJsonLd(en, 'en')).toMatchObject({
      name: 'Malaysia Yachting Conference @ LIMA 2025',
      startDate: '2025-05-23T08:00:00+08:00',
      endDate: '2025-05-23T16:00:00+08:00',
      superEvent: { name: 'LIMA 2025' },
      offers: { price: '350.00', priceCurrency: 'MYR' },
    });
  });
});
