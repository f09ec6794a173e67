// Each page's inline scripts, collected as app/entry.server.tsx renders the page at build time:
// their CSP hashes go into a file in the build folder beside client/ (never published), and
// scripts/finalize-build.ts writes each page's Content-Security-Policy from it, without reading
// the finished pages back. React Router empties the build folder before each build, so the file
// holds this build's pages only.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod/mini';
import { DEFAULT_BUILD_DIR } from './build-dir.ts';
import { inlineScriptHashes } from './security-headers.ts';

/**
 * The record, one JSON line per rendered page: `{ "path": "/visit", "scriptHashes": [...] }`.
 * Resolved from the working directory, not from this file: bundled into the server build,
 * `import.meta.url` points into build/server/. npm scripts and React Router's build run in the
 * project root, where scripts/build-dir.ts's folder is.
 */
export const pageScriptsFile = (env = process.env) =>
  join(resolve(env.SITE_BUILD_DIR || DEFAULT_BUILD_DIR), 'page-scripts.jsonl');

/** A page's path as the headers name it: `/`, `/visit`, `/ms/boats/x` (no trailing slash). */
const pagePath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** Called once per page, with its HTML as it will be written; returns the hashes it recorded. */
export function recordPageScripts(pathname: string, html: string, env = process.env): string[] {
  const scriptHashes = [...inlineScriptHashes(html)];
  const line = JSON.stringify({ path: pagePath(pathname), scriptHashes });
  // One short line per append: whole lines even if pages were rendered side by side.
  appendFileSync(pageScriptsFile(env), `${line}\n`);
  return scriptHashes;
}

/** One line of the record, as recordPageScripts writes it. */
const pageScriptsLine = z.object({ path: z.string(), scriptHashes: z.array(z.string()) });

/** Every rendered page's script hashes, by path. */
export function readPageScripts(env = process.env): Map<string, Set<string>> {
  const file = pageScriptsFile(env);
  const pages = new Map<string, Set<string>>();
  if (!existsSync(file)) return pages;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line) continue;
    const { path, scriptHashes } = pageScriptsLine.parse(JSON.parse(line));
    pages.set(path, new Set([...(pages.get(path) ?? []), ...scriptHashes]));
  }
  return pages;
}
