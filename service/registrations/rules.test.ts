import { describe, expect, it } from 'vitest';
import { readEditions } from '~/content/read-editions.server';
import { samples, sampleTicket } from '../test-support/samples';
import { checkEnvelope, registrationRules } from './rules';

const rules = registrationRules(readEditions());

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
    expect(rules.showDays).toEqual(['2026-02-04', '2026-02-05', '2026-02-06', '2026-02-07']);
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
      seats: [
        { tripId: 'manta-oro-2026-02-05-4pm-7pm', pax: 2 },
        { tripId: 'damai-puteri-2026-02-06-9am-11am', pax: 1 },
      ],
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
