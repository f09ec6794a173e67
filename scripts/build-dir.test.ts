import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDirectory, clientDirectory } from './build-dir.ts';

describe('the build folder', () => {
  it('is build/ in the project, or SITE_BUILD_DIR', () => {
    const root = join(import.meta.dirname, '..');
    expect(buildDirectory({})).toBe(join(root, 'build'));
    expect(buildDirectory({ SITE_BUILD_DIR: '' })).toBe(join(root, 'build'));
    expect(clientDirectory({ SITE_BUILD_DIR: 'build-service' })).toBe(join(root, 'build-service', 'client'));
  });
});
