import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pageScriptsFile, readPageScripts, recordPageScripts } from './page-scripts.ts';
import { inlineScriptHashes } from './security-headers.ts';

const folders: string[] = [];
const buildEnv = () => {
  const dir = mkdtempSync(join(tmpdir(), 'page-scripts-'));
  folders.push(dir);
  return { SITE_BUILD_DIR: dir };
};
afterEach(() => folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const page = (body: string) =>
  `<!DOCTYPE html><html><body><script>${body}</script><script src="/a.js"></script></body></html>`;

describe('page scripts record', () => {
  it('gives each rendered page the hashes of its own inline scripts, by its path without a trailing slash', () => {
    const env = buildEnv();
    recordPageScripts('/visit/', page('window.a = 1;'), env);
    recordPageScripts('/', page('window.b = 2;'), env);
    const pages = readPageScripts(env);
    expect([...pages.keys()]).toEqual(['/visit', '/']);
    expect(pages.get('/visit')).toEqual(inlineScriptHashes(page('window.a = 1;')));
    expect(pages.get('/')).toEqual(inlineScriptHashes(page('window.b = 2;')));
    expect(pages.get('/visit')).not.toEqual(pages.get('/'));
  });

  it('is empty before any page is rendered, and lives in the build folder, outside client/', () => {
    const env = buildEnv();
    expect(readPageScripts(env).size).toBe(0);
    expect(pageScriptsFile(env)).toBe(join(env.SITE_BUILD_DIR, 'page-scripts.jsonl'));
  });
});
