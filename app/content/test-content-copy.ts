import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
