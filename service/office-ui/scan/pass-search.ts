import { foldForSearch } from '../../office/search-text';

/**
 * The phone's search (issue #50: "a search by name or reference"), over its manifest's passes,
 * offline: the holder's name in any order and without accents ("aisyah rahman" finds
 * "Rahman, Aïsyah"), or the first characters of the registration's reference, as the
 * confirmation e-mail prints it.
 */
export type Searchable = { id: string; name: string; reference: string };

/** The words of a text, folded as the office's search folds them (Latin accents off, other scripts' marks kept). */
const wordsOf = (text: string) =>
  foldForSearch(text)
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter(Boolean);

/** A reference is typed from its start: at least 4 characters, dashes optional. */
const minReference = 4;

export function searchPasses<T extends Searchable>(passes: readonly T[], query: string, limit = 20): T[] {
  const words = wordsOf(query);
  if (words.length === 0) return [];
  const compact = query.trim().toLowerCase().replace(/-/g, '');
  return passes
    .filter((pass) => {
      if (compact.length >= minReference && pass.reference.toLowerCase().replace(/-/g, '').startsWith(compact)) {
        return true;
      }
      const name = wordsOf(pass.name);
      return words.every((word) => name.some((part) => part.startsWith(word)));
    })
    .slice(0, limit);
}
