import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isolationProjects, needsIsolation } from './vitest-isolation.ts';

// Its samples match the rule, so this file runs isolated itself: no harm, only a little slower.

describe('which test files keep a module graph of their own', () => {
  it('are those that mock or reset modules, stub the environment, a global or process, or render', () => {
    for (const text of [
      `vi.mock('./email-request', () => ({}));`,
      `vi.doMock('./x')`,
      `vi.hoisted(() => ({}))`,
      `vi.resetModules()`,
      `vi.stubEnv('VITE_EMAILJS_ORIGIN', 'x')`,
      `vi.stubGlobal('fetch', fetch)`,
      `vi.spyOn(process, 'cwd')`,
      'process.env.CONTENT_DIR = dir;',
      'delete process.env.CONTENT_DIR;',
      '// @vitest-environment jsdom',
    ])
      expect(needsIsolation.test(text), text).toBe(true);
  });

  it('are not those that only read the environment or spy on their own objects', () => {
    for (const text of [
      `const warn = vi.spyOn(console, 'warn');`,
      `vi.fn()`,
      "expect(process.env.CI === 'true').toBe(true);",
      'env: { ...process.env, PORT: "0" },',
      "const mocked = mock('./x');",
    ])
      expect(needsIsolation.test(text), text).toBe(false);
  });
});

describe('the projects of a test command', () => {
  let root: string;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function files(entries: Record<string, string>) {
    root = mkdtempSync(join(tmpdir(), 'vitest-isolation-'));
    for (const [file, text] of Object.entries(entries)) {
      mkdirSync(join(root, file, '..'), { recursive: true });
      writeFileSync(join(root, file), text);
    }
  }

  it('puts the files that need it in an isolated project, the rest in a shared one', () => {
    files({ 'a/pure.test.ts': 'it()', 'a/mocks.test.ts': `vi.mock('./x')`, 'b/skipped.test.ts': `vi.mock('./x')` });
    const [shared, isolated, ...more] = isolationProjects('unit', root, ['a/*.test.ts', 'b/*.test.ts'], ['b/**']);
    expect(more).toEqual([]);
    expect(shared!.test).toMatchObject({ name: 'unit', isolate: false, include: ['a/*.test.ts', 'b/*.test.ts'] });
    expect(shared!.test!.exclude).toEqual(expect.arrayContaining(['b/**', 'a/mocks.test.ts']));
    expect(isolated!.test).toEqual({ name: 'unit-isolated', isolate: true, include: ['a/mocks.test.ts'] });
  });

  it('has no isolated project when no file needs one (an empty include would be the default)', () => {
    files({ 'a/pure.test.ts': 'it()' });
    expect(isolationProjects('service', root, ['a/*.test.ts']).map((project) => project.test!.name)).toEqual([
      'service',
    ]);
  });
});
