// Which test files keep a module graph of their own (docs/decisions/131-test-files-share-their-workers-modules.md).
// Vitest runs the others with `isolate: false`: a worker evaluates the site's modules, the
// content and their dependencies once, for every file it runs, instead of once per file.
import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configDefaults, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * What makes a file's result depend on the modules it imports being evaluated afresh: module
 * mocks, stubbed environment variables, globals or process methods (a module may read them once,
 * as it loads), and a DOM environment (a component test renders into the document).
 */
export const needsIsolation =
  /\bvi\.(mock|doMock|unmock|hoisted|stubEnv|stubGlobal|resetModules)\(|vi\.spyOn\(process\b|process\.env\.\w+\s*=[^=]|delete process\.env|@vitest-environment/;

/**
 * The projects of one test command: the files matching `include` (less `exclude`), those that
 * need it isolated in `${name}-isolated`, the rest sharing their worker's modules in `name`.
 * File names are relative to `root`, the config's folder.
 */
export function isolationProjects(
  name: string,
  root: string,
  include: string[],
  exclude: string[] = [],
): TestProjectInlineConfiguration[] {
  const excluded = [...configDefaults.exclude, ...exclude];
  const isolated = globSync(include, { cwd: root, exclude: excluded }).filter((file) =>
    needsIsolation.test(readFileSync(join(root, file), 'utf8')),
  );
  return [
    { extends: true, test: { name, isolate: false, include, exclude: [...excluded, ...isolated] } },
    // Vitest reads an empty `include` as its default one: the project is left out instead.
    ...(isolated.length > 0
      ? [{ extends: true, test: { name: `${name}-isolated`, isolate: true, include: isolated } }]
      : []),
  ];
}
