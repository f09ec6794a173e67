/**
 * From what Pagefind answers to what the dialog shows: one hit per page, with the link to the
 * page (or to the section where the words matched), its title and an excerpt whose matched
 * words are marked. Pure, so every rule is a unit test.
 */

/** An element with an id in an indexed page, where it starts in the page's words. */
export type PagefindAnchor = { element: string; id: string; text?: string; location: number };

/** A stretch of a page between headings with an id, and where the query matched in it. */
export type PagefindSubResult = {
  title: string;
  url: string;
  excerpt: string;
  anchor?: PagefindAnchor;
  weighted_locations: readonly { balanced_score: number; location: number }[];
};

/** The part of Pagefind's result data (`result.data()`) the dialog reads. */
export type PagefindResultData = {
  url: string;
  excerpt: string;
  meta: { title?: string };
  sub_results: readonly PagefindSubResult[];
  anchors: readonly PagefindAnchor[];
};

/** A run of an excerpt's text: `marked` where the query's words matched. */
export type ExcerptPart = { text: string; marked: boolean };

export type SearchHit = {
  /** The page's path, unique among the hits. */
  key: string;
  /** Where the link goes: the page, with `#id` when the match is in a section with an id. */
  href: string;
  /** The page's title (its `<h1>`). */
  title: string;
  /** The heading of the section the link leads to, when it is not the page's own. */
  section?: string;
  excerpt: ExcerptPart[];
};

/**
 * A result's URL as the site writes its own links: `/visit`, `/ms`, `/`, keeping a `#fragment`.
 * Pagefind may answer `/visit/`, `/visit.html`, `/visit/index.html` or a full URL, depending
 * on how the index was built; prerendered pages are `visit.html` files, served at `/visit`.
 */
export function sitePath(url: string): string {
  const { pathname, hash } = new URL(url, 'https://site.invalid');
  const path = pathname
    .replace(/\/index\.html$/, '/')
    .replace(/\.html$/, '')
    .replace(/(.)\/+$/, '$1');
  return `${path || '/'}${hash}`;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return entities[name.toLowerCase()] ?? whole;
  });
}

/**
 * An excerpt as text runs, marked where Pagefind wrapped a match in `<mark>`. It is rendered as
 * React text, never as HTML: any other tag is dropped and entities become characters, so a
 * page's words can never become markup in the dialog. Pagefind marks whole space-separated
 * tokens ("pets,"); the punctuation around the word is left unmarked.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const add = (text: string, marked: boolean) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last && last.marked === marked) last.text += text;
    else parts.push({ text, marked });
  };
  let marked = false;
  for (const token of excerpt.split(/(<\/?mark>|<[^>]*>)/i)) {
    if (/^<mark>$/i.test(token)) marked = true;
    else if (/^<\/mark>$/i.test(token)) marked = false;
    else if (token && !token.startsWith('<')) {
      const text = decodeEntities(token).replace(/\s+/g, ' ');
      const word = marked ? /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/su.exec(text) : null;
      if (word?.[2]) {
        add(word[1] ?? '', false);
        add(word[2], true);
        add(word[3] ?? '', false);
      } else add(text, false);
    }
  }
  return parts;
}

/** React's useId ids (`_R_cr5_`, `«r1»`, `:r1:`): valid, but they change when the page's code does. */
const generatedId = /^(_R_|«|:r)/;
const heading = /^h[1-6]$/i;
/** Elements whose id names a landmark, not a section of the page's content. */
const notSections = new Set(['main', 'nav', 'header', 'footer', 'body']);

/**
 * The id to link a section by. Pagefind starts sections at headings with an id; when React
 * generated that id, the element just before the heading often carries the stable one (a boat's
 * card sits in `<li id="azure-horizon">`), so a link survives the next deploy. Otherwise the
 * link goes to the page alone.
 */
export function sectionId(anchor: PagefindAnchor, anchors: readonly PagefindAnchor[]): string | undefined {
  if (!generatedId.test(anchor.id)) return anchor.id;
  const before = anchors
    .filter((other) => other !== anchor && other.id !== anchor.id && other.location <= anchor.location)
    .sort((a, b) => b.location - a.location)[0];
  if (!before || heading.test(before.element) || notSections.has(before.element.toLowerCase())) return undefined;
  return generatedId.test(before.id) ? undefined : before.id;
}

const score = (sub: PagefindSubResult) => sub.weighted_locations.reduce((sum, word) => sum + word.balanced_score, 0);

/** The section where the query matched best (the first of equals); undefined without any. */
export function bestSection(subResults: readonly PagefindSubResult[]): PagefindSubResult | undefined {
  let best: PagefindSubResult | undefined;
  for (const sub of subResults) if (!best || score(sub) > score(best)) best = sub;
  return best;
}

/** One page's hit: its title, and the link and excerpt of the section that matched best. */
export function toHit(data: PagefindResultData): SearchHit {
  const page = sitePath(data.url).replace(/#.*$/, '');
  const title = data.meta.title?.trim() || page;
  const best = bestSection(data.sub_results);
  const id = best?.anchor ? sectionId(best.anchor, data.anchors) : undefined;
  const section = id && best && best.title.trim() !== title ? best.title.trim() : undefined;
  return {
    key: page,
    href: id ? `${page}#${encodeURIComponent(id)}` : page,
    title,
    ...(section ? { section } : {}),
    excerpt: excerptParts(best?.excerpt || data.excerpt),
  };
}

/**
 * Where focus goes on a key in the dialog: `-1` is the search field, `0…count-1` the results.
 * Arrow keys step and stop at the ends (Up from the first result returns to the field); Home and
 * End jump within the results. Undefined: the key is not ours (the field keeps Home, End and Up).
 */
export function focusAfterKey(key: string, current: number, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowDown':
      return Math.min(current + 1, count - 1);
    case 'ArrowUp':
      return current >= 0 ? current - 1 : undefined;
    case 'Home':
      return current >= 0 ? 0 : undefined;
    case 'End':
      return current >= 0 ? count - 1 : undefined;
    default:
      return undefined;
  }
}
