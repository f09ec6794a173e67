import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { heroCropsIn, heroPortraitsModule } from './hero-portraits.ts';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function content(files: Record<string, string>) {
  dir = mkdtempSync(join(tmpdir(), 'hero-portraits-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

const slide = (file: string, focus = '') => `image:\n  file: ${file}\n  alt: { en: A, ms: B }\n${focus}`;

describe('heroCropsIn', () => {
  it('finds each hero photo with the crop points the content gives it, the centre without one', () => {
    const crops = heroCropsIn(
      content({
        'hero-slides/marina.yaml': slide('hero/hero-1.jpg', '  focus: { x: 70, y: 40 }\n'),
        'hero-slides/sailing.yaml': slide('hero/hero-2.jpg'),
        'hero-slides/again.yaml': slide('hero/hero-1.jpg', '  focus: { x: 12.5, y: 50 }\n'),
        // Not a hero photo: its crop is CSS's, on the landscape picture.
        'boats/coral-dash.yaml': slide('boats/coral-dash.jpg', '  focus: { x: 10, y: 10 }\n'),
      }),
    );
    expect(Object.fromEntries([...crops].map(([file, points]) => [file, [...points].sort()]))).toEqual({
      'hero/hero-1.jpg': ['12.5:50', '70:40'],
      'hero/hero-2.jpg': ['50:50'],
    });
  });
});

describe('heroPortraitsModule', () => {
  it('imports each crop with its point and finds it by file and point', async () => {
    const code = heroPortraitsModule(new Map([['hero/hero-1.jpg', new Set(['70:40', '50:50'])]]));
    expect(code).toContain(
      'import portrait0 from "/content/media/hero/hero-1.jpg?objectPosition=70:40&responsive=portrait";',
    );
    // Run it with the imports stood in for by their names.
    const body = code.replace(/^import (\w+) from .*$/gm, 'const $1 = "$1";').replace('export function', 'function');
    const portraitOf = new Function(`${body}\nreturn portraitOf;`)();
    expect(portraitOf('hero/hero-1.jpg', { x: 70, y: 40 })).toBe('portrait0');
    expect(portraitOf('hero/hero-1.jpg')).toBe('portrait1');
    expect(portraitOf('hero/hero-1.jpg', { x: 60, y: 40 })).toBeUndefined();
    expect(portraitOf('hero/hero-9.jpg')).toBeUndefined();
  });
});
