import { copyFileSync, cpSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatProblem } from './content-problem';
import { photoRuleOf } from './photo-rules';
import { readContent } from './read-content.server';
import { changeContentFile, copyOfContent } from './test-content-copy';

// A copy of the content with its own photos (not the link to content/media the other content
// tests share), where an organiser's too-small uploads can be added.
let dir: string;
let remove: () => void;
beforeEach(() => {
  ({ dir, remove } = copyOfContent('photos'));
  rmSync(join(dir, 'media'));
  cpSync(join(process.cwd(), 'content/media'), join(dir, 'media'), { recursive: true });
});
afterEach(() => remove());

type Data = Record<string, unknown>;
const change = (file: string, edit: (data: Data) => void) => changeContentFile(dir, file, edit);
const problems = () => readContent(dir).problems.map(formatProblem);

describe('the content check of photo sizes', () => {
  it('passes every photo of the content', () => {
    expect(readContent(dir).problems).toEqual([]);
  });

  it('refuses a photo smaller than its place needs, naming the file, the field and the rule', async () => {
    // A boat's photo 1200 px wide, and a boat-sized photo (1600 × 1067) as a home page slide.
    await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#0a3d62' } })
      .jpeg()
      .toFile(join(dir, 'media/boats/small.jpg'));
    copyFileSync(join(dir, 'media/boats/coral-dash.jpg'), join(dir, 'media/hero/hero-4.jpg'));
    change('boats/coral-dash.yaml', (boat) => {
      (boat.image as Data).file = 'boats/small.jpg';
    });
    change('hero-slides/marina.yaml', (slide) => {
      (slide.image as Data).file = 'hero/hero-4.jpg';
    });
    expect(problems()).toEqual([
      `content/boats/coral-dash.yaml: entry "coral-dash", field image.file: the photo content/media/boats/small.jpg is 1200 × 800 px, smaller than this place needs: ${photoRuleOf('boats/small.jpg').advice}`,
      `content/hero-slides/marina.yaml: entry "marina", field image.file: the photo content/media/hero/hero-4.jpg is 1600 × 1067 px, smaller than this place needs: ${photoRuleOf('hero/hero-4.jpg').advice}`,
    ]);
  });

  it('refuses a file that is not a JPEG or PNG photo whatever its name', () => {
    writeFileSync(join(dir, 'media/boats/not-a-photo.jpg'), 'GIF89a');
    change('boats/coral-dash.yaml', (boat) => {
      (boat.image as Data).file = 'boats/not-a-photo.jpg';
    });
    expect(problems()).toEqual([
      'content/boats/coral-dash.yaml: entry "coral-dash", field image.file: content/media/boats/not-a-photo.jpg is not a JPEG or PNG photo',
    ]);
  });

  it('refuses a crop point outside the photo', () => {
    change('hero-slides/marina.yaml', (slide) => {
      (slide.image as Data).focus = { x: 120, y: 50 };
    });
    expect(problems()).toEqual([
      'content/hero-slides/marina.yaml: entry "marina", field image.focus.x: cannot be above 100',
    ]);
  });
});
