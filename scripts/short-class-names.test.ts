import { describe, expect, it } from 'vitest';
import { shortClassName, shortClassNames } from './short-class-names.ts';

const root = '/repo';

describe('shortClassName', () => {
  it('keeps the local name and adds a hash of the file', () => {
    expect(shortClassName(root, 'stripInner', '/repo/app/components/site-header.module.css')).toMatch(
      /^stripInner_[\w-]{4}$/,
    );
  });

  it('gives every class of one file the same suffix, and other files another', () => {
    const header = (name: string) => shortClassName(root, name, '/repo/app/components/site-header.module.css');
    const footer = shortClassName(root, 'strip', '/repo/app/components/site-footer.module.css');
    expect(header('strip').split('_')[1]).toBe(header('bar').split('_')[1]);
    expect(footer).not.toBe(header('strip'));
  });

  it('depends on the path inside the project only, and ignores a query', () => {
    expect(shortClassName('/a/repo', 'x', '/a/repo/app/x.module.css?used')).toBe(
      shortClassName('/b/clone', 'x', '/b/clone/app/x.module.css'),
    );
  });
});

describe('shortClassNames', () => {
  it('gives the same name each time a file asks again', () => {
    const generate = shortClassNames(root);
    const first = generate('bar', '/repo/app/a.module.css');
    expect(generate('bar', '/repo/app/a.module.css')).toBe(first);
  });

  it('fails the build when two files would share a class', () => {
    // Search for two paths whose four-character hashes collide, as a clash in the app would.
    const bySuffix = new Map<string, string>();
    let pair: [string, string] | undefined;
    for (let index = 0; !pair; index += 1) {
      const file = `/repo/app/f${index}.module.css`;
      const suffix = shortClassName(root, 'x', file);
      const earlier = bySuffix.get(suffix);
      if (earlier !== undefined) pair = [earlier, file];
      bySuffix.set(suffix, file);
    }
    const generate = shortClassNames(root);
    generate('x', pair[0]);
    expect(() => generate('x', pair[1])).toThrow(
      /would be shared by app\/f\d+\.module\.css and app\/f\d+\.module\.css/,
    );
  });
});
