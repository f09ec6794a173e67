import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stringify } from 'yaml';
import { defaultContentDir, readContent } from '../../app/content/read-content.server';
import { decapConfig } from '../../editor/decap-config';
import type { Snapshot } from '../../editor/rules/entry-rules';
import { rulesBundle } from './rules-bundle';

const root = join(import.meta.dirname, '../..');
const decapDist = join(root, 'node_modules/decap-cms/dist');
const editorDir = join(root, 'editor');

/** The GitHub repository the office's edits are committed to (docs/deployment.md). */
const repo = process.env.CMS_GITHUB_REPO ?? 'mybos-langkawi/mybos-website';

/** The editor's config.yml, generated from the content schemas. */
export function configYaml() {
  const { content } = readContent();
  const siteUrl = content?.site.origin;
  return `# Generated from app/content/schema by scripts/editor/admin-files.ts: do not edit.\n${stringify(
    decapConfig({
      repo,
      branch: process.env.CMS_GITHUB_BRANCH ?? 'main',
      siteUrl,
      authBaseUrl: process.env.CMS_AUTH_BASE_URL,
    }),
    { lineWidth: 0 },
  )}`;
}

/**
 * admin/content.json: what the editor checks an entry against (editor/rules/entry-rules.ts): the
 * content as it is now, and the files of public/ a text may link to. Without valid content (only
 * while a developer's copy is broken) the editor checks each entry against its schema alone.
 */
export function snapshotJson() {
  const dir = defaultContentDir();
  const { content } = readContent(dir);
  const publicDir = join(dir, '..', 'public');
  const files = ['brochures', 'media']
    .map((folder) => join(publicDir, folder))
    .filter((folder) => existsSync(folder))
    .flatMap((folder) => readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) => join(folder, file)))
    .map((file) => relative(dir, file).split('\\').join('/'));
  return JSON.stringify({ content, files } satisfies Snapshot);
}

/**
 * Every file of /admin, by name: our page and scripts, the generated config, and Decap CMS's
 * own bundle with the chunks and WebAssembly it loads next to itself (no source maps).
 */
export function adminFiles(): Record<string, () => Buffer | string | Promise<string>> {
  const decap = readdirSync(decapDist).filter(
    (file) => file === 'decap-cms.js' || /^\d+\.decap-cms\.js$/.test(file) || file.endsWith('.wasm'),
  );
  return {
    'index.html': () => readFileSync(join(editorDir, 'index.html')),
    'manual-init.js': () => readFileSync(join(editorDir, 'manual-init.js')),
    'editor.js': () => readFileSync(join(editorDir, 'editor.js')),
    'photo-focus-widget.js': () => readFileSync(join(editorDir, 'photo-focus-widget.js')),
    'config.yml': configYaml,
    'content.json': snapshotJson,
    'entry-rules.js': rulesBundle,
    ...Object.fromEntries(decap.map((file) => [file, () => readFileSync(join(decapDist, file))])),
  };
}
