import { describe, expect, it } from 'vitest';
import { readEditions } from '~/content/read-editions.server';
import { samples, sampleTicket, sampleTicketSeats } from '../test-support/samples';
import { checkEnvelope, registrationRules } from './rules';

const editions = readEditions();
const rules = registrationRules(editions);

describe('checkEnvelope', () => {
  it('takes kind, lang and data, and nothing else', () => {
    expect(checkEnvelope({ kind: 'ticket', lang: 'ms', data: {} })).toEqual({
      ok: true,
      kind: 'ticket',
      lang: 'ms',
      data: {},
    });
    expect(checkEnvelope({ kind: 'ticket', lang: 'ms', data: {}, extra: 1 })).toMatchObject({
      error: 'unknown_field',
      field: 'extra',
    });
    expect(checkEnvelope({ kind: 'Ticket', lang: 'ms', data: {} })).toMatchObject({ field: 'kind' });
    expect(checkEnvelope({ kind: 'ticket', lang: 'EN', data: {} })).toMatchObject({ field: 'lang' });
    expect(checkEnvelope({ kind: 'ticket', lang: 'en', data: [] })).toMatchObject({ field: 'data' });
    expect(checkEnvelope('text')).toMatchObject({ field: 'body' });
  });
});

describe('registrationRules', () => {
  it('knows the show days', () => {
    // Every day from the edition's first to its last (content/site.yaml), one after the other.
    const { startDate, endDate } = editions.en.site.edition;
    const days: string[] = [];
    for (let at = Date.parse(`${startDate}T00:00:00Z`); at <= Date.parse(`${endDate}T00:00:00Z`); at += 86_400_000) {
      days.push(new Date(at).toISOString().slice(0, 10));
    }
    expect(days.length).toBeGreaterThan(0);
    expect(rules.showDays).toEqual(days);
  });

  it("accepts each form's sample and gives its values as the form's schema does, trimmed", () => {
    const checked = rules.check({
      kind: 'visitor',
      lang: 'en',
      data: { ...samples.visitor, company: '  Langkawi Charters ' },
    });
    expect(checked).toEqual({ ok: true, data: { ...samples.visitor, company: 'Langkawi Charters' }, seats: [] });
  });

  it('turns a ticket order into the seats it takes, one per booked cruise line', () => {
    const checked = rules.check({ kind: 'ticket', lang: 'ms', data: sampleTicket });
    expect(checked).toMatchObject({
      ok: true,
      // The sample's booked lines (read from the content), in the order of its lines.
      seats: sampleTicketSeats.map(({ trip, pax }) => ({ tripId: trip, pax })),
    });
  });

  it("refuses with the first problem's field and message in the registration's language", () => {
    const data = { ...samples.interest, name: '' };
    expect(rules.check({ kind: 'interest', lang: 'ms', data })).toEqual({
      ok: false,
      error: 'invalid',
      field: 'data.name',
      message: 'Ruangan ini wajib diisi',
    });
  });

  it('refuses an unknown field before checking the values', () => {
    expect(
      rules.check({ kind: 'interest', lang: 'en', data: { ...samples.interest, name: 1, note: 'x' } }),
    ).toMatchObject({
      error: 'unknown_field',
      field: 'data.note',
    });
  });
});
