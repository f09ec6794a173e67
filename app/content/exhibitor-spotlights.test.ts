import { describe, expect, it } from 'vitest';
import { glossary, usesTerm, wholePhrase } from './ms/glossary';
import { readContent } from './read-content.server';

// The home page's exhibitor spotlight (content/copy/exhibitors.yaml) and the exhibitor's own entry
// (content/exhibitors/<id>.yaml) describe the same company in two texts that organisers edit
// separately. They stay two texts because the English of the spotlight is a shorter, different
// sentence on purpose (docs/translation.md, "The same company in two places"); these checks keep
// their Malay from drifting apart.
const { content } = readContent();
if (!content) throw new Error('the content has problems: run npm run check:content');

type Pair = { en: string; ms: string };
const exhibitors = content.collections.exhibitors;
const spotlights = content.copy.exhibitors.spotlights.map((spotlight) => ({
  name: spotlight.name,
  spotlight: [spotlight.tagline, spotlight.summary, spotlight.atTheShow],
  directory: exhibitors.find((exhibitor) => exhibitor.name === spotlight.name)?.description,
}));

const joined = (texts: Pair[], lang: 'en' | 'ms') => texts.map((text) => text[lang]).join('\n');
const sentence = (text: string) => text.trim().replace(/[.!]$/, '');

/** The glossary terms both texts' English use, where one of the Malay texts lacks the chosen Malay term. */
function termDrift(name: string, spotlight: Pair[], directory: Pair): string[] {
  return glossary.flatMap((entry) => {
    if (!usesTerm(entry, joined(spotlight, 'en')) || !usesTerm(entry, directory.en)) return [];
    const missing = [
      wholePhrase(entry.ms).test(joined(spotlight, 'ms')) ? undefined : 'spotlight',
      wholePhrase(entry.ms).test(directory.ms) ? undefined : 'directory entry',
    ].filter(Boolean);
    return missing.length > 0 ? [`${name}: "${entry.en}" is not "${entry.ms}" in the ${missing.join(' and ')}`] : [];
  });
}

/** Where the spotlight's English summary is the start of the directory's English, its Malay must start the Malay. */
function sentenceDrift(name: string, summary: Pair, directory: Pair): string[] {
  const startsWith = (whole: string, part: string) => sentence(whole).startsWith(sentence(part));
  if (!startsWith(directory.en, summary.en) || startsWith(directory.ms, summary.ms)) return [];
  return [`${name}: the spotlight repeats the directory's English sentence but not its Malay: "${summary.ms}"`];
}

describe('an exhibitor in the spotlight and in the directory', () => {
  it('is in the directory under the spotlight’s name', () => {
    expect(spotlights.filter(({ directory }) => !directory).map(({ name }) => name)).toEqual([]);
  });

  it('is described with the same glossary terms in both places', () => {
    const drift = spotlights.flatMap(({ name, spotlight, directory }) =>
      directory ? termDrift(name, spotlight, directory) : [],
    );
    expect(drift).toEqual([]);
  });

  it('says a sentence the two English texts share in the same Malay words', () => {
    const drift = spotlights.flatMap(({ name, spotlight, directory }) =>
      directory ? sentenceDrift(name, spotlight[1]!, directory) : [],
    );
    expect(drift).toEqual([]);
  });

  it('catches the drift the second Malay review found between the two texts', () => {
    const crewed = { en: 'A charter house with crewed yachts', ms: 'Syarikat sewa kapal dengan kapal layar berkrew' };
    const crewedToo = { en: 'Crewed yachts', ms: 'Kapal layar lengkap dengan krew' };
    expect(termDrift('Sample', [crewedToo], crewed)).toEqual([
      'Sample: "crewed" is not "lengkap dengan krew" in the directory entry',
    ]);
    const summary = { en: 'A sailing school.', ms: 'Sekolah belayar.' };
    const directory = { en: 'A sailing school, in Langkawi.', ms: 'Akademi belayar di Langkawi.' };
    expect(sentenceDrift('Sample', summary, directory)).toEqual([
      'Sample: the spotlight repeats the directory\'s English sentence but not its Malay: "Sekolah belayar."',
    ]);
    expect(sentenceDrift('Sample', summary, { ...directory, ms: 'Sekolah belayar di Langkawi.' })).toEqual([]);
  });
});
