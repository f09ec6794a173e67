import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';

/**
 * For tests that change content: a throw-away copy of `content/` to edit, beside a link to
 * `public/` (brochures are checked there), with `content/media` linked rather than copied.
 */
export function copyOfContent(name: string) {
  const root = mkdtempSync(join(tmpdir(), `mybos-${name}-`));
  const dir = join(root, 'content');
  cpSync(join(process.cwd(), 'content'), dir, { recursive: true, filter: (path) => !path.includes('/media') });
  symlinkSync(join(process.cwd(), 'content/media'), join(dir, 'media'));
  symlinkSync(join(process.cwd(), 'public'), join(root, 'public'));
  return { dir, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** Edits one file of a content copy through its parsed YAML, as an organiser's save would change it. */
export function changeContentFile(dir: string, file: string, edit: (data: Record<string, unknown>) => void) {
  const path = join(dir, file);
  const data = parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  edit(data);
  writeFileSync(path, stringify(data));
}
