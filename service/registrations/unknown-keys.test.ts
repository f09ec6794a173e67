import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { findUnknownKey } from './unknown-keys';

const schema = z
  .object({
    name: z.string(),
    lines: z.array(z.object({ pax: z.pipe(z.string(), z.transform(Number)), day: z.optional(z.string()) })),
  })
  .check(z.refine(() => true));

describe('findUnknownKey', () => {
  it('finds nothing in a value with known keys only, missing optional ones included', () => {
    expect(findUnknownKey(schema, { name: 'a', lines: [{ pax: '1' }, { pax: '2', day: 'x' }] })).toBeUndefined();
  });

  it('names an unknown key at the top, in a nested object, in an array item', () => {
    expect(findUnknownKey(schema, { name: 'a', lines: [], admin: true })).toEqual(['admin']);
    expect(findUnknownKey(schema, { name: 'a', lines: [{ pax: '1' }, { pax: '1', price: 0 }] })).toEqual([
      'lines',
      1,
      'price',
    ]);
  });

  it('treats keys named like Object.prototype members as unknown', () => {
    expect(findUnknownKey(schema, JSON.parse('{"name": "a", "lines": [], "__proto__": {}}'))).toEqual(['__proto__']);
    expect(findUnknownKey(schema, { name: 'a', lines: [], toString: 'x' })).toEqual(['toString']);
  });

  it('leaves values of the wrong type to the schema', () => {
    expect(findUnknownKey(schema, { name: 'a', lines: 'none' })).toBeUndefined();
    expect(findUnknownKey(schema, 'text')).toBeUndefined();
  });
});
