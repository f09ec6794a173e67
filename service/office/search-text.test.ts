import { describe, expect, it } from 'vitest';
import { containsPattern, foldForSearch, searchTerms, searchTextOf } from './search-text';

describe('search text', () => {
  it('folds case, compatibility forms and Latin accents, and keeps every script', () => {
    expect(foldForSearch('  ＴＡＮ   Méi-Ling ')).toBe('tan mei-ling');
    expect(foldForSearch('José MUÑOZ Ølberg')).toBe('jose munoz ølberg');
    expect(foldForSearch('NUR AISYAH BINTI ABDULLAH')).toBe('nur aisyah binti abdullah');
    expect(foldForSearch('陈美玲')).toBe('陈美玲');
    // Marks of other scripts are part of their letters: a Tamil name stays as typed.
    expect(foldForSearch('முருகன்')).toBe('முருகன்');
    // Turkish capital dotted I lower-cases to i and a combining dot; the dot goes with the accents.
    expect(foldForSearch('İlhan')).toBe('ilhan');
    expect(foldForSearch('Ǆemal ﬁsh')).toBe('dzemal fish');
  });

  it('splits a query into distinct folded words, at most eight', () => {
    expect(searchTerms('  Tan   MEI ling tan ')).toEqual(['tan', 'mei', 'ling']);
    expect(searchTerms('')).toEqual([]);
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(8);
  });

  it('escapes like wildcards', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });

  it('puts name, e-mail, company and reference on lines of their own', () => {
    expect(
      searchTextOf({ name: 'Lee Wei Ming', email: 'Wei@Straits.example', company: 'Straits Marine', reference: 'abc' }),
    ).toBe('lee wei ming\nwei@straits.example\nstraits marine\nabc');
  });
});
