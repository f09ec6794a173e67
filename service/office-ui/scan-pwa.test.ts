import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';

/**
 * The office's build as `npm run build:office` makes it, into a temporary folder: the gate page
 * (/office/scan) is a second entry, installable (its web app manifest, icons), and its service
 * worker keeps every file the page loads, so it opens with no signal (scan-pwa.ts).
 */
let out: string;
const read = (file: string) => readFileSync(join(out, file), 'utf8');

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'mybos-office-build-'));
  await build({
    configFile: join(process.cwd(), 'service/office-ui/vite.config.ts'),
    logLevel: 'silent',
    build: { outDir: out },
  });
}, 120_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

const precacheOf = (worker: string) => {
  const list = /\[((?:`\/office\/[^`]+`,?)+)\]/.exec(worker)?.[1];
  return (list ?? '').split(',').map((item) => item.replaceAll('`', ''));
};

describe('the gate page in the office build', () => {
  it('is its own page, apart from the office app', () => {
    const page = read('scan/index.html');
    expect(page).toContain('<title>MYBOS Gate</title>');
    expect(page).toContain('<link rel="manifest" href="/office/scan.webmanifest"');
    expect(page).not.toMatch(/\/office\/assets\/office-/);
    expect(read('index.html')).not.toContain('scan.webmanifest');
  });

  it('has a web app manifest that installs it at /office/scan, with the icons it names', () => {
    const manifest = JSON.parse(read('scan.webmanifest')) as {
      start_url: string;
      scope: string;
      display: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest).toMatchObject({ start_url: '/office/scan', scope: '/office/scan', display: 'standalone' });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
    for (const icon of manifest.icons) expect(existsSync(join(out, icon.src.replace('/office/', '')))).toBe(true);
  });

  it('has a worker that keeps every file the page loads, the code reader’s WebAssembly, and nothing of the office app', () => {
    const precache = precacheOf(read('scan-sw.js'));
    const page = read('scan/index.html');
    const loaded = [...page.matchAll(/(?:src|href)="(\/office\/assets\/[^"]+)"/g)].map((match) => match[1]);
    expect(loaded.length).toBeGreaterThanOrEqual(3);
    for (const file of loaded) expect(precache).toContain(file);
    const wasm = readdirSync(join(out, 'assets')).filter((file) => file.endsWith('.wasm'));
    expect(wasm).toHaveLength(1);
    expect(precache).toContain(`/office/assets/${wasm[0]}`);
    expect(precache.filter((file) => /\/office-[\w-]+\.js$/.test(file))).toEqual([]);
    for (const file of precache) expect(existsSync(join(out, file.replace('/office/', '')))).toBe(true);
  });
});
