import { describe, expect, it } from 'vitest';
import { issuedPasses, passToken, type IssuedPass } from './issued-pass';

const visitor: IssuedPass = { id: 'p1', kind: 'visitor', url: 'https://mybos.test/pass#aaa.bbb.ccc' };

describe('issuedPasses', () => {
  it('reads the passes of a stored registration’s answer', () => {
    const boarding = { id: 'p2', kind: 'boarding', url: 'https://mybos.test/ms/pass#x.y.z' };
    expect(issuedPasses({ reference: 'r', passes: [visitor, boarding] })).toEqual([visitor, boarding]);
  });

  it('leaves out what is not a pass, and gives none for an answer without passes', () => {
    const odd = [{ ...visitor, kind: 'backstage' }, { ...visitor, url: 'https://mybos.test/pass' }, 'p3', null];
    expect(issuedPasses({ passes: [...odd, visitor] })).toEqual([visitor]);
    expect(issuedPasses({ reference: 'r' })).toEqual([]);
    expect(issuedPasses(null)).toEqual([]);
    expect(issuedPasses({ passes: 'p1' })).toEqual([]);
  });
});

describe('passToken', () => {
  it('is the url’s fragment', () => {
    expect(passToken(visitor)).toBe('aaa.bbb.ccc');
  });
});
