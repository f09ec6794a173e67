/**
 * The office's search compares case-folded text, the same on both engines: the stored side
 * (`registration_search.search_text`) and the typed side go through `foldForSearch`, and the
 * database only checks that one contains the other (`like`, which neither engine folds beyond
 * ASCII). Names at the show are Malay, Chinese, Tamil, Western: letters of every script are
 * kept as they are, only case and Latin accents are folded away.
 */

/**
 * Case-folded, compatibility-normalised text with the accents of Latin letters removed and runs
 * of white space made one space: `ＴＡＮ Méi-Ling` → `tan mei-ling`, `陈美玲` → `陈美玲`.
 * Marks on other scripts stay: a Tamil or Jawi vowel sign is part of the letter, not an accent.
 */
export function foldForSearch(value: string): string {
  return (
    value
      // Full-width Latin (typed with a Chinese input method) and ligatures become plain letters.
      .normalize('NFKC')
      .toLowerCase()
      // Decomposed, an accented Latin letter is its letter and its marks; the marks go.
      .normalize('NFD')
      .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
      .normalize('NFC')
      .replace(/\s+/gu, ' ')
      .trim()
  );
}

/** At most this many words of a query count: each is a condition on every row searched. */
const maxTerms = 8;

/** The words of a query, folded: a registration matches when its text contains every one. */
export function searchTerms(query: string): string[] {
  return [...new Set(foldForSearch(query).split(' ').filter(Boolean))].slice(0, maxTerms);
}

/** A `like` pattern for text containing `term`: `\`, `%` and `_` escaped with `\` (the query says `escape '\'`). */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * What a registration is found by: its holder's name, e-mail, company and its reference, each
 * folded, one per line (a query is one line, so no match spans two of them).
 */
export function searchTextOf(fields: { reference: string; name: string; email: string; company: string }): string {
  return [fields.name, fields.email, fields.company, fields.reference].map(foldForSearch).join('\n');
}
