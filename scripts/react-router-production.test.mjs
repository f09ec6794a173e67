import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { productionFiles, reactRouterProductionBuild } from './react-router-production.mjs';

// The files this plugin points at come from React Router's package layout, which a new version
// may change (React Router 8 resolves production files by itself): these tests fail then.
const sourceOf = (file) => {
  const source = readFileSync(file, 'utf8');
  const chunks = [...source.matchAll(/from "\.\/([\w-]+\.mjs)"/g)].map(([, chunk]) => chunk);
  return [source, ...chunks.map((chunk) => readFileSync(join(dirname(file), chunk), 'utf8'))].join('\n');
};

describe('reactRouterProductionBuild', () => {
  it('points react-router and react-router/dom at the production files, with the development warnings off', () => {
    for (const file of Object.values(productionFiles)) {
      const source = sourceOf(file);
      expect(source, file).toContain('ENABLE_DEV_WARNINGS = false');
      expect(source, file).not.toContain('ENABLE_DEV_WARNINGS = true');
    }
  });

  it('resolves only those two specifiers, and only for the browser build', () => {
    const plugin = reactRouterProductionBuild();
    expect(plugin.resolveId('react-router')).toBe(productionFiles['react-router']);
    expect(plugin.resolveId('react-router/dom')).toBe(productionFiles['react-router/dom']);
    expect(plugin.resolveId('react-router/internal')).toBeNull();
    expect(plugin.applyToEnvironment({ name: 'client' })).toBe(true);
    expect(plugin.applyToEnvironment({ name: 'ssr' })).toBe(false);
  });
});
