// `npm run fonts`: the site's web fonts, cut down from the @fontsource-variable packages.
//
// Only Fraunces, the display face: body text uses the device's own UI font (tokens.css).
// It is cut into two static weights, because most pages use it only for headings: a static
// 600 is 13.5 KB against 24.8 KB for the 400–700 axis, and only the five pages with a lead
// paragraph or quote in Fraunces 400 also fetch the 400 file. Each weight becomes:
// - core: printable ASCII, the typographic punctuation and symbols our copy uses, and the
//   accented letters of common loanwords and place names (canapés, Åland) — every page's
//   text, and all most pages ever download;
// - latin-rest and latin-ext: every other Latin and Latin Extended character the package
//   has (country names, visitors' names typed into forms), fetched only by a page that
//   shows one (unicode-range).
// It writes the files to app/assets/fonts/ and their @font-face rules to
// app/styles/fonts.css. The outputs are committed; run this again after upgrading a
// @fontsource-variable package or adding a weight.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { formatUnicodeRange, parseUnicodeRange } from './unicode-range.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const outDir = `${root}app/assets/fonts/`;

/**
 * The faces the CSS uses. `wght` is what the file keeps of the weight axis; `cssWeights` is
 * the font-weight range the face answers for (one family can hold a variable face too:
 * `wght: { min, max }`). Fraunces 600 answers for 500–900 so that
 * headings, the logo and the bold numerals (700 in the CSS) share one file and the browser
 * never synthesises bold; 400 answers for everything lighter.
 */
type Face = { file: string; wght: number | { min: number; max: number }; cssWeights: string };

const families: { name: string; package: string; file: string; faces: Face[] }[] = [
  {
    name: 'Fraunces',
    package: 'fraunces',
    file: 'fraunces',
    faces: [
      { file: 'fraunces-600', wght: 600, cssWeights: '500 900' },
      { file: 'fraunces-400', wght: 400, cssWeights: '100 499' },
    ],
  },
];

const printableAscii = Array.from({ length: 0x7f - 0x20 }, (_, index) => 0x20 + index);
const coreExtras = [...'\u00a0©®°·×–—‘’“”•…€™←→éèêëàâäçñüöïîôûáíóúãÅÉÖÜ'].map((char) => char.codePointAt(0)!);
const corePoints = [...printableAscii, ...coreExtras];

/** The unicode-range fontsource gives a subset's file, read from the package's CSS. */
function packageRange(packageName: string, file: string, subset: string) {
  const css = readFileSync(`${root}node_modules/@fontsource-variable/${packageName}/index.css`, 'utf8');
  const block = css.split('@font-face').find((rule) => rule.includes(`/${file}-${subset}-wght-normal.woff2`));
  const range = block?.match(/unicode-range:\s*([^;]+);/)?.[1];
  if (!range) throw new Error(`No ${subset} unicode-range in @fontsource-variable/${packageName}`);
  return parseUnicodeRange(range);
}

const fontFace = (name: string, face: Face, fileName: string, points: number[]) => `@font-face {
  font-family: '${name}';
  font-style: normal;
  font-display: optional;
  font-weight: ${face.cssWeights};
  src: url('../assets/fonts/${fileName}') format('woff2');
  unicode-range: ${formatUnicodeRange(points)};
}
`;

mkdirSync(outDir, { recursive: true });
const rules: string[] = [];
for (const family of families) {
  const files = `${root}node_modules/@fontsource-variable/${family.package}/files/${family.file}`;
  const latin = packageRange(family.package, family.file, 'latin');
  const latinExt = packageRange(family.package, family.file, 'latin-ext');
  const core = corePoints.filter((point) => latin.includes(point));
  const coreSet = new Set(core);
  const extended = [...latin, ...latinExt].filter((point) => !coreSet.has(point));
  const text = (points: number[]) => String.fromCodePoint(...points);
  const latinFile = readFileSync(`${files}-latin-wght-normal.woff2`);
  const latinExtFile = readFileSync(`${files}-latin-ext-wght-normal.woff2`);
  // The packages split Latin and Latin Extended across two files; our extended file takes
  // from both, so each glyph comes from the file fontsource put it in.
  const extendedFromLatin = extended.filter((point) => latin.includes(point));
  const extendedFromExt = extended.filter((point) => !latin.includes(point));

  for (const face of family.faces) {
    const options = { targetFormat: 'woff2', variationAxes: { wght: face.wght } } as const;
    const outputs: [fileName: string, font: Buffer, points: number[]][] = [
      [`${face.file}-core.woff2`, await subsetFont(latinFile, text(core), options), core],
      [
        `${face.file}-latin-rest.woff2`,
        await subsetFont(latinFile, text(extendedFromLatin), options),
        extendedFromLatin,
      ],
      [`${face.file}-latin-ext.woff2`, await subsetFont(latinExtFile, text(extendedFromExt), options), extendedFromExt],
    ];
    for (const [fileName, font, points] of outputs) {
      writeFileSync(`${outDir}${fileName}`, font);
      rules.push(fontFace(family.name, face, fileName, points));
    }
    console.log(
      `${family.name} ${face.file}: ${outputs.map(([fileName, font]) => `${fileName} ${font.length} B`).join(', ')}`,
    );
  }
}

writeFileSync(
  `${root}app/styles/fonts.css`,
  `/*
 * Generated by \`npm run fonts\` (scripts/fonts/generate.ts): edit that script, not this file.
 *
 * Fraunces, the display face (static 600 for headings, logo and numerals; static 400 for
 * lead paragraphs and quotes), cut down to the characters the site uses; a page downloads
 * only the files whose characters and weights it shows. Body text uses the device's UI font.
 *
 * font-display: optional — a web font is used only if it is ready when text first renders
 * (at once from cache on any later visit); otherwise the metric-matched fallback in
 * tokens.css stays for the life of the page. Text never moves when a font arrives late,
 * and on a weak signal the fonts never hold up the page.
 */
${rules.join('\n')}`,
);
