import { describe, expect, it } from 'vitest';
import { ticketAdminParams, ticketVisitorParams } from './payload';
import { cruiseDays } from './cruise-days';
import { digitsOnly } from './order';
import { ticketSchema as buildTicketSchema, type TicketValues } from './schema';
import { errorsOf as schemaErrors, formKit, sampleOrder } from '~/features/registration/test-samples';

const { schemas, defaults, ticketContext } = formKit();
const ticketSchema = schemas.ticket;
const ticketDefaults = defaults.ticket;

const valid = sampleOrder;

const errorsOf = (values: TicketValues) => schemaErrors(ticketSchema, values);

// Prices and names come from the content (the order's categories and cruises), so a cruise's new
// price keeps these tests green; the total is worked out here, not by the form's own code.
const { categories } = ticketContext.order.tickets;
const { cruises } = ticketContext.order;
/** `RM 1,140`: the site's spaced style for order totals, written out here. */
const ringgit = (amount: number) => `RM ${amount.toLocaleString('en-US')}`;
type Counts = { tickets: readonly (string | number)[]; cruises: readonly { pax: string | number }[] };
const totalOf = ({ tickets, cruises: lines }: Counts) =>
  ringgit(
    tickets.reduce<number>((sum, count, index) => sum + Number(count) * categories[index]!.priceRm, 0) +
      lines.reduce<number>((sum, line, index) => sum + Number(line.pax) * cruises[index]!.priceRm, 0),
  );

describe('ticket schema', () => {
  it('reports every required message for an empty order', () => {
    expect(errorsOf(ticketDefaults)).toEqual({
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
      email: 'Email is required',
      localNumber: 'Valid phone number required',
      order: 'Please select at least one ticket or cruise package',
    });
  });

  it('defaults the dial code to +60 and every count to 0', () => {
    expect(ticketDefaults.countryCode).toBe('+60');
    expect(ticketDefaults.tickets).toEqual(ticketContext.order.tickets.categories.map(() => '0'));
    expect(ticketDefaults.cruises.map((cruise) => cruise.pax)).toEqual(ticketContext.order.cruises.map(() => '0'));
  });

  it.each([
    ['+60', '123456', true],
    ['+60', '12345678901234', true],
    ['+1', '12345', false],
    ['+60', '1234567890123456', false], // 18 digits: more than 3 + 14
    ['60', '123456789', false],
    ['+1234', '123456', true], // a 3-digit code plus 7 digits still matches the required pattern
    ['+60', '', false],
  ])('phone %s %s valid: %s', (countryCode, localNumber, ok) => {
    expect(errorsOf({ ...valid, countryCode, localNumber }).localNumber).toBe(
      ok ? undefined : 'Valid phone number required',
    );
  });

  it('accepts a cruise on its own, or free tickets on their own', () => {
    const noTickets = { ...valid, tickets: ['0', '0', '0', '0'] };
    expect(errorsOf(noTickets)).toEqual({});
    const freeOnly = { ...valid, tickets: ['1', '0', '0', '0'], cruises: ticketDefaults.cruises };
    expect(errorsOf(freeOnly)).toEqual({});
  });

  it('asks for a trip time per cruise with pax, and only for the cruise offering it', () => {
    const missing = {
      ...valid,
      cruises: [
        { pax: '2', tripTime: '' },
        { pax: '0', tripTime: '' },
        { pax: '1', tripTime: '11AM-2PM' }, // a Manta trip, not one of Damai Puteri's
      ],
    };
    expect(errorsOf(missing)).toEqual({
      'cruises.0.tripTime': 'Please select a trip time for Manta Oro',
      'cruises.2.tripTime': 'Please select a trip time for Damai Puteri',
    });
  });

  it('allows counts from 0 to 10 only', () => {
    expect(errorsOf({ ...valid, tickets: ['10', '0', '0', '0'] })).toEqual({});
    expect(errorsOf({ ...valid, tickets: ['11', '0', '0', '0'] })).toEqual({ 'tickets.0': 'Choose 0 to 10' });
    expect(errorsOf({ ...valid, tickets: ['-1', '0', '0', '0'] })).toEqual({ 'tickets.0': 'Choose 0 to 10' });
  });

  it('strips everything but digits from the local number', () => {
    expect(digitsOnly('012-345 6789')).toBe('0123456789');
    expect(digitsOnly('+60 (12) abc')).toBe('6012');
  });
});

describe('ticket payloads', () => {
  it('builds the admin and visitor e-mails with lines, phone and total', () => {
    const order = ticketSchema.parse(valid);
    const details = {
      mobilePhone: '+60123456789',
      ticketDetails: `2x ${categories[2]!.name}\n1x ${categories[3]!.name}`,
      cruiseDetails: `2x ${cruises[0]!.name} (4PM-7PM)\n1x ${cruises[2]!.name} (9AM-11AM)`,
      orderTotal: totalOf(valid),
    };
    expect(ticketAdminParams(order, ticketContext)).toEqual({
      firstName: 'Tan',
      lastName: 'Mei Ling',
      email: 'mei@example.com',
      ...details,
      language: 'en',
    });
    expect(ticketVisitorParams(order, ticketContext)).toEqual({
      visitor_email: 'mei@example.com',
      visitor_name: 'Tan Mei Ling',
      ...details,
    });
  });

  it('says so when no tickets or no cruises were chosen', () => {
    const cruisesOnly = ticketSchema.parse({ ...valid, tickets: ['0', '0', '0', '0'] });
    expect(ticketAdminParams(cruisesOnly, ticketContext).ticketDetails).toBe('No tickets selected');
    expect(ticketAdminParams(cruisesOnly, ticketContext).orderTotal).toBe(totalOf(cruisesOnly));
    const ticketsOnly = ticketSchema.parse({ ...valid, cruises: ticketDefaults.cruises });
    expect(ticketVisitorParams(ticketsOnly, ticketContext).cruiseDetails).toBe('No cruises selected');
    expect(ticketVisitorParams(ticketsOnly, ticketContext).orderTotal).toBe(totalOf(ticketsOnly));
  });

  it('prices free categories at RM 0 and big orders with a thousands separator', () => {
    const freeCategories = categories.filter((category) => category.priceRm === 0);
    expect(freeCategories.length).toBeGreaterThan(0);
    const free = ticketSchema.parse({
      ...valid,
      tickets: categories.map((category, index) => (category.priceRm === 0 ? String(index + 2) : '0')),
      cruises: ticketDefaults.cruises,
    });
    expect(ticketAdminParams(free, ticketContext).ticketDetails).toBe(
      categories
        .flatMap((category, index) => (category.priceRm === 0 ? [`${index + 2}x ${category.name}`] : []))
        .join('\n'),
    );
    expect(ticketAdminParams(free, ticketContext).orderTotal).toBe('RM 0');
    // Ten seats on every cruise: a total past a thousand, whatever the prices.
    const big = ticketSchema.parse({
      ...valid,
      cruises: cruises.map((cruise) => ({ pax: '10', tripTime: cruise.tripTimes[0]! })),
    });
    const bigTotal = ticketAdminParams(big, ticketContext).orderTotal;
    expect(bigTotal).toBe(totalOf(big));
    expect(bigTotal).toMatch(/^RM \d{1,3}(,\d{3})+$/);
  });
});

describe('the Malay edition of the ticket form', () => {
  const malay = formKit('ms');

  it('checks in Malay with the same rules', () => {
    const errors = schemaErrors(malay.schemas.ticket, malay.defaults.ticket);
    expect(errors).toMatchObject({
      firstName: 'Nama pertama wajib diisi',
      localNumber: 'Nombor telefon yang sah diperlukan',
      order: 'Sila pilih sekurang-kurangnya satu tiket atau pakej pelayaran',
    });
  });

  it('writes the e-mails in Malay and tells the office the language', () => {
    const order = malay.schemas.ticket.parse({ ...sampleOrder, tickets: ['0', '0', '0', '0'] });
    const admin = ticketAdminParams(order, malay.ticketContext);
    expect(admin).toMatchObject({ ticketDetails: 'Tiada tiket dipilih', language: 'ms', orderTotal: totalOf(order) });
    expect(admin.cruiseDetails).toBe('2x Manta Oro (4PM-7PM)\n1x Damai Puteri (9AM-11AM)');
  });

  it('gives the buyer the trip times in Malay and the office the English values', () => {
    const order = malay.schemas.ticket.parse(sampleOrder);
    expect(ticketVisitorParams(order, malay.ticketContext).cruiseDetails).toBe(
      '2x Manta Oro (4 petang–7 malam)\n1x Damai Puteri (9–11 pagi)',
    );
    expect(ticketAdminParams(order, malay.ticketContext).cruiseDetails).toBe(
      '2x Manta Oro (4PM-7PM)\n1x Damai Puteri (9AM-11AM)',
    );
  });
});

describe('the cruise day (the registrations service passes the show days)', () => {
  const { edition } = formKit();
  const order = { tickets: edition.tickets, cruises: edition.cruises };
  const showDays = ['2026-02-04', '2026-02-05'];
  const withDays = buildTicketSchema(edition.forms, order, { showDays });

  it('is not asked by the form, which passes no show days', () => {
    expect(errorsOf(valid)).toEqual({});
  });

  it('must be a show day on every line with seats, and is ignored on a line without', () => {
    expect(schemaErrors(withDays, valid)).toEqual({
      'cruises.0.day': 'Please select a show day for Manta Oro',
      'cruises.2.day': 'Please select a show day for Damai Puteri',
    });
    const dated = {
      ...valid,
      cruises: [
        { pax: '2', tripTime: '4PM-7PM', day: '2026-02-05' },
        { pax: '0', tripTime: '' },
        { pax: '1', tripTime: '9AM-11AM', day: '2026-02-06' },
      ],
    };
    expect(schemaErrors(withDays, dated)).toEqual({ 'cruises.2.day': 'Please select a show day for Damai Puteri' });
  });
});

describe('the cruise day in the e-mails (a build with the registrations service asks for it)', () => {
  const malay = formKit('ms');
  const days = cruiseDays(['2026-02-05', '2026-02-06'], malay.edition.shell.months);
  const context = { ...malay.ticketContext, order: { ...malay.ticketContext.order, days } };
  const order = malay.schemas.ticket.parse({
    ...sampleOrder,
    cruises: [
      { pax: '2', tripTime: '4PM-7PM', day: '2026-02-05' },
      { pax: '0', tripTime: '', day: '' },
      { pax: '1', tripTime: '9AM-11AM', day: '2026-02-06' },
    ],
  });

  it('names the day as the page wrote it for the buyer, and as the date for the office', () => {
    expect(ticketVisitorParams(order, context).cruiseDetails).toBe(
      '2x Manta Oro (5 Februari 2026, 4 petang–7 malam)\n1x Damai Puteri (6 Februari 2026, 9–11 pagi)',
    );
    expect(ticketAdminParams(order, context).cruiseDetails).toBe(
      '2x Manta Oro (2026-02-05, 4PM-7PM)\n1x Damai Puteri (2026-02-06, 9AM-11AM)',
    );
  });
});
