// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetPass, keepPasses, keptPasses, keptPassesKey, parseKeptPasses } from './kept-passes';
import { useKeptPasses } from './use-kept-passes';
import { sampleClaims, signToken } from './test-samples';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

const stored = () => JSON.parse(localStorage.getItem(keptPassesKey) ?? 'null') as { tokens: string[] } | null;

describe('keepPasses and keptPasses', () => {
  it('keeps each pass once, by its id, in the order it was first kept', async () => {
    const visitor = sampleClaims('visitor');
    const [first, second] = await Promise.all([signToken(visitor), signToken(sampleClaims('entrance'))]);
    // The same pass signed again: another token, the same id.
    const again = await signToken(visitor);
    expect(again).not.toBe(first);
    keepPasses([first]);
    keepPasses([second, first, again]);
    expect(keptPasses().map((pass) => pass.token)).toEqual([first, second]);
    expect(keptPasses()[0]).toEqual({ id: visitor.jti, token: first, claims: visitor });
    expect(stored()?.tokens).toEqual([first, second]);
  });

  it('skips a token that is not a whole pass', async () => {
    const token = await signToken(sampleClaims('boarding'));
    keepPasses(['', 'abc.def.ghi', token.slice(0, -3), token]);
    expect(keptPasses().map((pass) => pass.token)).toEqual([token]);
  });

  it('forgets a pass by its id, and only that one', async () => {
    const [a, b] = [sampleClaims('visitor'), sampleClaims('delegate')];
    keepPasses(await Promise.all([signToken(a), signToken(b)]));
    forgetPass(a.jti);
    expect(keptPasses().map((pass) => pass.id)).toEqual([b.jti]);
    forgetPass('no-such-pass');
    expect(keptPasses().map((pass) => pass.id)).toEqual([b.jti]);
  });
});

describe('damaged storage', () => {
  it('reads as no passes when it is not the stored form', () => {
    for (const raw of [null, '', 'not json', '[]', '{"tokens":"a.b.c"}', '{"version":1}']) {
      expect(parseKeptPasses(raw), String(raw)).toEqual([]);
    }
  });

  it('keeps the readable passes of a list and ignores the rest', async () => {
    const good = sampleClaims('exhibitor');
    const token = await signToken(good);
    localStorage.setItem(keptPassesKey, JSON.stringify({ version: 1, tokens: [42, null, 'x.y.z', token, token] }));
    expect(keptPasses()).toEqual([{ id: good.jti, token, claims: good }]);
  });

  it('is replaced by the next pass kept', async () => {
    localStorage.setItem(keptPassesKey, '{oops');
    const token = await signToken(sampleClaims('visitor'));
    keepPasses([token]);
    expect(stored()?.tokens).toEqual([token]);
  });
});

describe('storage the browser refuses', () => {
  it('never throws: reading gives none, and what is kept lasts the visit', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const token = await signToken(sampleClaims('visitor'));
    expect(() => keepPasses([token])).not.toThrow();
    expect(keptPasses().map((pass) => pass.token)).toEqual([token]);
    vi.restoreAllMocks();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    // Storage works again for writing: the pass kept for the visit is written with the next.
    const next = await signToken(sampleClaims('delegate'));
    expect(() => keepPasses([next])).not.toThrow();
    expect(() => forgetPass('x')).not.toThrow();
    vi.restoreAllMocks();
    expect(stored()?.tokens).toEqual([token, next]);
  });
});

describe('useKeptPasses', () => {
  it('shows the kept passes and follows every change, in this tab and from another', async () => {
    const [a, b] = [sampleClaims('visitor'), sampleClaims('boarding')];
    const [tokenA, tokenB] = await Promise.all([signToken(a), signToken(b)]);
    const { result } = renderHook(() => useKeptPasses());
    expect(result.current).toEqual([]);
    act(() => keepPasses([tokenA]));
    expect(result.current.map((pass) => pass.id)).toEqual([a.jti]);
    // Another tab keeps a pass: this one hears of it by the storage event.
    act(() => {
      localStorage.setItem(keptPassesKey, JSON.stringify({ version: 1, tokens: [tokenA, tokenB] }));
      window.dispatchEvent(new StorageEvent('storage', { key: keptPassesKey }));
    });
    expect(result.current.map((pass) => pass.id)).toEqual([a.jti, b.jti]);
    act(() => forgetPass(a.jti));
    expect(result.current.map((pass) => pass.id)).toEqual([b.jti]);
  });
});
