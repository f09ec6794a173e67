// Shorter CSS-module class names for the production build. Vite's default,
// `_[local]_[hash]_[line]` (`_stripInner_1i61i_17`), is repeated in every class attribute of
// the prerendered HTML, in the stylesheets and in each script's class map. `stripInner_2Jit`
// drops the line number and a hash character. It keeps the local name on purpose: a script's
// class map is `{stripInner:"stripInner_2Jit"}`, where brotli gets the name's second copy
// almost free, while six random characters per class made the scripts larger than before.
import { createHash } from 'node:crypto';
import { relative, sep } from 'node:path';

const moduleFile = (root: string, filename: string) =>
  relative(root, filename.split('?')[0] ?? filename)
    .split(sep)
    .join('/');
const fileHash = (file: string) => createHash('sha256').update(file).digest('base64url').slice(0, 4);

/**
 * The local name and four base64url characters of a hash of the file's path relative to
 * `root`, so the client and the server builds agree.
 */
export function shortClassName(root: string, name: string, filename: string): string {
  return `${name}_${fileHash(moduleFile(root, filename))}`;
}

/**
 * `css.modules.generateScopedName` for a build. Two files whose hashes start alike and that
 * use the same local name would share a class, so that fails the build instead.
 */
export function shortClassNames(root: string): (name: string, filename: string) => string {
  const owners = new Map<string, string>();
  return (name, filename) => {
    const file = moduleFile(root, filename);
    const short = `${name}_${fileHash(file)}`;
    const owner = owners.get(short);
    if (owner !== undefined && owner !== file) {
      throw new Error(`CSS module class ${short} would be shared by ${owner} and ${file}: rename one of the classes`);
    }
    owners.set(short, file);
    return short;
  };
}
