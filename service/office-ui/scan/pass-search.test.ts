import { describe, expect, it } from 'vitest';
import { searchPasses } from './pass-search';

const passes = [
  { id: '1', name: 'Rahman, Aïsyah', reference: '3f2a9c1e-0b7d-4c55-9a10-2b3c4d5e6f70' },
  { id: '2', name: 'Tan Wei Ming', reference: 'a1b2c3d4-0000-4000-8000-000000000001' },
  { id: '3', name: 'Aisha Tan', reference: 'ffff0000-0000-4000-8000-000000000002' },
];
const ids = (query: string) => searchPasses(passes, query).map((pass) => pass.id);

describe("the gate phone's search", () => {
  it('finds a name by the starts of its words, in any order, without accents', () => {
    expect(ids('aisyah rahman')).toEqual(['1']);
    expect(ids('RAH')).toEqual(['1']);
    expect(ids('tan')).toEqual(['2', '3']);
    expect(ids('wei tan')).toEqual(['2']);
    expect(ids('ming x')).toEqual([]);
  });

  it('finds a reference by its first characters, dashes or not, four at least', () => {
    expect(ids('3f2a')).toEqual(['1']);
    expect(ids('A1B2C3D4-0000')).toEqual(['2']);
    expect(ids('a1b')).toEqual([]);
  });

  it('finds nothing for nothing', () => {
    expect(ids('  ')).toEqual([]);
    expect(ids('--')).toEqual([]);
  });
});
