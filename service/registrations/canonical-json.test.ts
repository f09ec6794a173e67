import { describe, expect, it } from 'vitest';
import { bodyHash, canonicalJson } from './canonical-json';

describe('canonicalJson and bodyHash', () => {
  it('sorts keys at every depth, keeping array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,{"e":0,"f":1}]},"b":1}',
    );
  });

  it('gives one hash to the same value however it was written, another to any change', () => {
    expect(bodyHash(JSON.parse('{"kind":"ticket","lang":"en"}'))).toBe(bodyHash({ lang: 'en', kind: 'ticket' }));
    expect(bodyHash({ data: [1, 2] })).not.toBe(bodyHash({ data: [2, 1] }));
    expect(bodyHash({ data: { name: 'a' } })).not.toBe(bodyHash({ data: { name: 'a ' } }));
  });
});
