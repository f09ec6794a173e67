import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { glossary, malayTimeStyle, type GlossaryEntry } from './glossary';

type Modules = Record<string, Record<string, unknown>>;

// Content modules only: the glossary itself, helpers and tests have no copy to check, edition.ts
// only gathers the others, and the generated country lists are proper names
// (docs/translation.md, "Country lists").
const malayModules: Modules = import.meta.glob(
  [
    './*.ts',
    '!./glossary.ts',
    '!./*.test.ts',
    '!./malay-time.ts',
    '!./edition.ts',
    '!./countries.ts',
    '!./dial-codes.ts',
  ],
  { eager: true },
);
const englishModules: Modules = import.meta.glob(['../*.ts', '!../*.test.ts'], { eager: true });

const root = join(import.meta.dirname, '../../..');
const emailDir = join(root, 'emails/ms');

/** Every string a module exports, but file paths and addresses, which are not words. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return /^(\/|https?:|mailto:|data:)/.test(value) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** What an e-mail's reader sees: its text, without comments, tags or `{{placeholders}}`. */
function emailText(html: string): string[] {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, '\n')
    .replace(/\{\{\w+\}\}/g, ' ')
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((line) => line.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A whole word or phrase: no letter, digit or `_` may touch either end (`{{visitor_email}}`). */
const edge = { before: '(?<![\\p{L}\\p{N}_])', after: '(?![\\p{L}\\p{N}_])' };
const phrase = (text: string) => new RegExp(`${edge.before}${escape(text)}${edge.after}`, 'iu');
/** An English term with its plural: `delegate(s)`, `dinghy`/`dinghies`. */
const englishTerm = (term: string) => {
  const stem = term.endsWith('y') ? `${escape(term.slice(0, -1))}(?:y|ies)` : `${escape(term)}(?:s|es)?`;
  return new RegExp(`${edge.before}${stem}${edge.after}`, 'iu');
};

const fileOf = (path: string) => path.replace(/^\.\.?\//, '');
const malayTexts = [
  ...Object.entries(malayModules).map(([path, module]) => ({
    file: `app/content/ms/${fileOf(path)}`,
    texts: [...new Set(strings(module))],
  })),
  ...readdirSync(emailDir)
    .filter((name) => name.endsWith('.html'))
    .map((name) => ({ file: `emails/ms/${name}`, texts: emailText(readFileSync(join(emailDir, name), 'utf8')) })),
];

/** Each use of a rejected variant, as `file: "variant" in "text"`. */
function rejectedUses(sources: { file: string; texts: string[] }[]): string[] {
  return sources.flatMap(({ file, texts }) =>
    glossary.flatMap(({ en, ms, rejected }) =>
      rejected.flatMap((variant) =>
        texts
          .filter((text) => phrase(variant).test(text))
          .map((text) => `${file}: "${variant}" (for "${en}", write "${ms}") in "${text}"`),
      ),
    ),
  );
}

describe('the Malay glossary', () => {
  it('reads the Malay modules and e-mails it checks', () => {
    expect(malayTexts.map(({ file }) => file)).toEqual(
      expect.arrayContaining(['app/content/ms/visit.ts', 'app/content/ms/forms.ts', 'emails/ms/ticket_visitor.html']),
    );
    expect(malayTexts.every(({ texts }) => texts.length > 0)).toBe(true);
  });

  it('has one entry per English term, each with a Malay term that it does not itself reject', () => {
    const terms = glossary.map(({ en }) => en.toLowerCase());
    expect(terms.filter((term, index) => terms.indexOf(term) !== index)).toEqual([]);
    const rejects = (entry: GlossaryEntry) => entry.rejected.some((variant) => phrase(variant).test(entry.ms));
    expect(glossary.filter(rejects)).toEqual([]);
  });

  it('catches a rejected variant, whole words only and in any case', () => {
    const sample = [{ file: 'sample.ts', texts: ['Pendaftaran DELEGASI', 'delegasinya', 'Ujian di laut'] }];
    expect(rejectedUses(sample)).toEqual([
      'sample.ts: "delegasi" (for "delegate", write "peserta") in "Pendaftaran DELEGASI"',
      'sample.ts: "ujian di laut" (for "sea trial", write "ujian laut") in "Ujian di laut"',
    ]);
  });

  it('finds no rejected variant in any Malay module or Malay e-mail', () => {
    expect(rejectedUses(malayTexts)).toEqual([]);
  });

  it('finds the chosen Malay term in the Malay twin of every English module that uses the English one', () => {
    const missing = Object.entries(englishModules).flatMap(([path, english]) => {
      const twin = malayModules[`./${fileOf(path)}`];
      if (!twin) return [];
      const englishText = strings(english).join('\n');
      const malayText = strings(twin).join('\n');
      return glossary.flatMap((entry) => {
        const senses = 'otherSenses' in entry ? entry.otherSenses : [];
        const text = senses.reduce((rest, sense) => rest.replace(new RegExp(escape(sense), 'giu'), ''), englishText);
        return englishTerm(entry.en).test(text) && !phrase(entry.ms).test(malayText)
          ? [`app/content/ms/${fileOf(path)}: the English says "${entry.en}", the Malay lacks "${entry.ms}"`]
          : [];
      });
    });
    expect(missing).toEqual([]);
  });

  it('writes clock times in one style', () => {
    const offences = malayTexts.flatMap(({ file, texts }) =>
      malayTimeStyle.flatMap(({ pattern, rule }) =>
        texts.filter((text) => pattern.test(text)).map((text) => `${file}: ${rule}, in "${text}"`),
      ),
    );
    expect(offences).toEqual([]);
  });

  it('is the table docs/translation.md shows', () => {
    const doc = readFileSync(join(root, 'docs/translation.md'), 'utf8');
    const table = doc.split('<!-- glossary:start -->')[1]?.split('<!-- glossary:end -->')[0] ?? '';
    const rows = table
      .split('\n')
      .filter((line) => line.startsWith('|'))
      .slice(2)
      .map((line) =>
        line
          .slice(1, -1)
          .split('|')
          .map((cell) => cell.trim()),
      );
    const cell = (text: string) => `\`${text}\``;
    expect(rows).toEqual(glossary.map(({ en, ms, rejected }) => [en, cell(ms), rejected.map(cell).join(', ') || '—']));
  });
});
