import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Walks the content modules' source, so a reference added by anyone is covered without
// touching this test: image imports must resolve, and /brochures and /media links must exist.
const contentDir = fileURLToPath(new URL('./', import.meta.url));
const appDir = fileURLToPath(new URL('../', import.meta.url));
const publicDir = fileURLToPath(new URL('../../public/', import.meta.url));

const modules = readdirSync(contentDir)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => ({ file, source: readFileSync(`${contentDir}${file}`, 'utf8') }));

const assetImports = modules.flatMap(({ file, source }) =>
  [...source.matchAll(/from\s+['"]~\/(assets\/[^'"?]+)(?:\?[^'"]*)?['"]/g)].map((match) => ({ file, path: match[1]! })),
);
const publicLinks = modules.flatMap(({ file, source }) =>
  [...source.matchAll(/['"`](\/(?:brochures|media)\/[^'"`\s]+)['"`]/g)].map((match) => ({ file, url: match[1]! })),
);

describe('media referenced from content modules', () => {
  it('finds the references it checks', () => {
    expect(assetImports.length).toBeGreaterThanOrEqual(36);
    expect(publicLinks.some(({ url }) => url.startsWith('/brochures/'))).toBe(true);
  });

  it.each(assetImports)('$file imports $path, which exists', ({ path }) => {
    expect(existsSync(`${appDir}${path}`)).toBe(true);
  });

  it.each(publicLinks)('$file links to $url, which exists under public/', ({ url }) => {
    expect(existsSync(`${publicDir}${url.slice(1)}`)).toBe(true);
  });

  it('ships the promo video and the exhibitor prospectus other pages link to', () => {
    for (const file of ['media/mybos-promo.mp4', 'media/mybos-promo.webm', 'brochures/exhibitor-prospectus.pdf']) {
      expect(existsSync(`${publicDir}${file}`), file).toBe(true);
    }
  });
});
