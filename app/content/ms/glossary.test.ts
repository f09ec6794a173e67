import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  englishLeftovers,
  englishLeftoversIn,
  glossary,
  malayTimeStyle,
  usesTerm,
  wholePhrase,
  type GlossaryEntry,
} from './glossary';

const root = join(import.meta.dirname, '../../..');
const contentDir = join(root, 'content');
const emailDir = join(root, 'emails/ms');

/** Every content file's words in one language: the `en` or `ms` of each bilingual text. */
function textsOf(value: unknown, lang: 'en' | 'ms'): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => textsOf(item, lang));
  if (value === null || typeof value !== 'object') return [];
  if ('en' in value && 'ms' in value) return [String((value as Record<string, unknown>)[lang])];
  return Object.values(value).flatMap((item) => textsOf(item, lang));
}

const contentFiles = readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.yaml'))
  .sort()
  .map((file) => ({ file: `content/${file}`, data: parse(readFileSync(join(contentDir, file), 'utf8')) as unknown }));

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

const malayTexts = [
  ...contentFiles
    .map(({ file, data }) => ({ file, texts: [...new Set(textsOf(data, 'ms'))] }))
    .filter(({ texts }) => texts.length > 0),
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
          .filter((text) => wholePhrase(variant).test(text))
          .map((text) => `${file}: "${variant}" (for "${en}", write "${ms}") in "${text}"`),
      ),
    ),
  );
}

describe('the Malay glossary', () => {
  it('reads the Malay content and e-mails it checks', () => {
    expect(malayTexts.map(({ file }) => file)).toEqual(
      expect.arrayContaining(['content/copy/visit.yaml', 'content/copy/forms.yaml', 'emails/ms/ticket_visitor.html']),
    );
    expect(malayTexts.every(({ texts }) => texts.length > 0)).toBe(true);
  });

  it('has one entry per English term, each with a Malay term that it does not itself reject', () => {
    const terms = glossary.map(({ en }) => en.toLowerCase());
    expect(terms.filter((term, index) => terms.indexOf(term) !== index)).toEqual([]);
    const rejects = (entry: GlossaryEntry) => entry.rejected.some((variant) => wholePhrase(variant).test(entry.ms));
    expect(glossary.filter(rejects)).toEqual([]);
  });

  it('catches a rejected variant, whole words only and in any case', () => {
    const sample = [{ file: 'sample.ts', texts: ['Pendaftaran DELEGASI', 'delegasinya', 'Ujian di laut'] }];
    expect(rejectedUses(sample)).toEqual([
      'sample.ts: "delegasi" (for "delegate", write "peserta") in "Pendaftaran DELEGASI"',
      'sample.ts: "ujian di laut" (for "sea trial", write "ujian laut") in "Ujian di laut"',
    ]);
  });

  it('catches the variants the second Malay review found, in the words it found them', () => {
    const sample = [
      {
        file: 'sample.yaml',
        texts: [
          'Jet ski, paraglaiding air, kayak',
          'perjalanan sehari berkrew',
          'sistem bateri yang boleh dipasang semula pada bot tender',
          'Rakan strategik & penyokong',
          'Mempamer atau melawat',
          'Power bank untuk telefon anda',
          'dengan flybridge belayar',
          'tanpa menghidupkan janakuasa',
          'klinik untuk nakhoda',
          'susunan solar yang besar',
        ],
      },
    ];
    expect(rejectedUses(sample).map((use) => use.match(/\(for "([^"]+)"/)?.[1])).toEqual([
      'partner',
      'exhibit',
      'crewed',
      'captain',
      'flybridge',
      'generator',
      'retrofit',
      'solar array',
      'parasailing',
      'power bank',
    ]);
  });

  it('reads an English term with its plural, and leaves out its other senses', () => {
    const entry = (en: string) => glossary.find((item) => item.en === en)!;
    expect(usesTerm(entry('solar array'), 'generous solar arrays')).toBe(true);
    expect(usesTerm(entry('dinghy'), 'two dinghies')).toBe(true);
    expect(usesTerm(entry('yachting'), 'the Malaysia Yachting Conference')).toBe(false);
    expect(usesTerm(entry('yachting'), 'a yachting conference')).toBe(true);
  });

  it('finds an English leftover as a whole word in any case, but not inside a name that stays English', () => {
    expect(englishLeftoversIn('Bawa Power Bank; dek FLYBRIDGE').map(({ en }) => en)).toEqual(['flybridge', 'power bank']);
    expect(englishLeftoversIn('Malaysia Yachting Conference @ LIMA 2025, Riviera Straits Yachting')).toEqual([]);
    expect(englishLeftoversIn('industri yachting')).toEqual([englishLeftovers.find(({ en }) => en === 'yachting')]);
    expect(englishLeftoversIn('surveyed')).toEqual([]);
  });

  it('finds no English leftover in any Malay text or Malay e-mail', () => {
    const leftovers = malayTexts.flatMap(({ file, texts }) =>
      texts.flatMap((text) => englishLeftoversIn(text).map(({ en }) => `${file}: "${en}" in "${text}"`)),
    );
    expect(leftovers).toEqual([]);
  });

  it('finds no rejected variant in any Malay text or Malay e-mail', () => {
    expect(rejectedUses(malayTexts)).toEqual([]);
  });

  it('finds the chosen Malay term in the Malay text of every file whose English uses the English one', () => {
    const missing = contentFiles.flatMap(({ file, data }) => {
      const englishText = textsOf(data, 'en').join('\n');
      const malayText = textsOf(data, 'ms').join('\n');
      return glossary.flatMap((entry) => {
        return usesTerm(entry, englishText) && !wholePhrase(entry.ms).test(malayText)
          ? [`${file}: the English says "${entry.en}", the Malay lacks "${entry.ms}"`]
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
