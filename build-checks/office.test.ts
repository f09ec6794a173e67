import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The office's pages (service/office-ui/, served by the service at /office) are a build of their
// own (`npm run build:office`): nothing of them is in the public site's build, its sitemap, its
// search index or its service worker (docs/decisions/096-office-pages-a-separate-react-entry.md).
const client = join(process.cwd(), 'build/client');
const files = readdirSync(client, { recursive: true, encoding: 'utf8' });
const read = (file: string) => readFileSync(join(client, file), 'utf8');
const textFiles = files.filter((file) => /\.(html|js|css|json|xml|txt)$/.test(file));

describe('the office is not part of the public build', () => {
  it('has no page, script or asset of the office', () => {
    expect(files.filter((file) => file === 'office' || file.startsWith('office/'))).toEqual([]);
    expect(textFiles.length).toBeGreaterThan(30);
    // The office's own words: its brand and its API's path.
    expect(textFiles.filter((file) => /MYBOS Office|\/office\/api/.test(read(file)))).toEqual([]);
  });

  it('is not in the sitemap, the search index or the service worker', () => {
    expect(read('sitemap.xml')).not.toContain('/office');
    expect(read('sw.js')).not.toMatch(/["'`]\/office/);
    const index = files.filter((file) => file.startsWith('pagefind/') && /\.(json|js)$/.test(file));
    expect(index.filter((file) => read(file).includes('/office'))).toEqual([]);
  });
});
