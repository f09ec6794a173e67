import { describe, expect, it } from 'vitest';
import { answerLine, reasonWords, timeAt } from './answer-words';

describe("the gate phone's words", () => {
  it("tells the time in the show's zone, not the device's", () => {
    expect(timeAt('2026-02-05T02:42:10.000Z', '+08:00')).toBe('10:42');
    expect(timeAt('2026-02-05T23:30:00.000Z', '-01:30')).toBe('22:00');
  });

  it('says where and when a pass was already scanned', () => {
    expect(
      reasonWords(
        {
          outcome: 'refused',
          reason: 'already_scanned',
          passId: 'p',
          name: 'Aisyah',
          earlier: { device: 'Hall door 2', at: '2026-02-05T02:42:00.000Z' },
        },
        '+08:00',
      ),
    ).toBe('Already scanned at Hall door 2, 10:42');
    expect(reasonWords({ outcome: 'refused', reason: 'not_ours' }, '+08:00')).toBe('Not a pass of ours');
  });

  it('makes one line of an answer', () => {
    expect(
      answerLine(
        { outcome: 'admitted', passId: 'p', kind: 'boarding', name: 'Tan Wei', what: 'Sunset Cruise', pax: 3 },
        '+08:00',
      ),
    ).toBe('Admitted · Tan Wei · Sunset Cruise · 3 people');
    expect(
      answerLine(
        { outcome: 'admitted', passId: 'p', kind: 'delegate', name: 'Tan Wei', what: 'delegate', pax: 1 },
        '+08:00',
      ),
    ).toBe('Admitted · Tan Wei · Conference delegate');
    expect(answerLine({ outcome: 'refused', reason: 'revoked', passId: 'p', name: 'Tan Wei' }, '+08:00')).toBe(
      'Refused · Tan Wei · Revoked',
    );
  });
});
