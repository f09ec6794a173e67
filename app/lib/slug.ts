/**
 * A name as a URL's words: lower case, accents off, anything but letters and digits a single
 * dash (`Sailing catamaran` → `sailing-catamaran`). For values a link names, like a filter.
 */
export function slugOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
