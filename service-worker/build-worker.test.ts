import { describe, expect, it } from 'vitest';
import { buildServiceWorker } from './build-worker.ts';

describe('buildServiceWorker', () => {
  it('is one classic script with the manifest in place, the caching code and the outbox', async () => {
    const manifest = { version: 'v-test-1', files: [{ url: '/ticket', revision: 'r-test-2' }] };
    const source = await buildServiceWorker(manifest);
    expect(source).toContain('v-test-1');
    expect(source).toContain('r-test-2');
    expect(source).not.toContain('__PRECACHE');
    expect(source).not.toMatch(/^\s*(import|export)\s/m);
    // The caching code's listeners (install, fetch), then the outbox's (Background Sync).
    const events = [...source.matchAll(/addEventListener\(\W(\w+)\W/g)].map(([, name]) => name);
    expect(events).toContain('fetch');
    expect(events.indexOf('install')).toBeGreaterThan(-1);
    expect(events.lastIndexOf('sync')).toBeGreaterThan(events.indexOf('install'));
  }, 30_000);
});
