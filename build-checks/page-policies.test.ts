import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headersFor, inlineScriptHashes, parseHeadersFile, passPagePaths } from '../scripts/security-headers.mjs';

// Each page's Content-Security-Policy (build/client/_headers) names the inline scripts of that
// page alone (or of its folder): checked here for every page the sitemap lists, in both
// languages, for the pages it does not list (offline, a pass), and for an unknown address in a
// folder, which a host answers with a not-found page.
const client = join(process.cwd(), 'build/client');
const rules = parseHeadersFile(readFileSync(join(client, '_headers'), 'utf8'));
const unlisted = ['/offline', '/ms/offline', '/pass', '/ms/pass'];
const paths = [
  ...[...readFileSync(join(client, 'sitemap.xml'), 'utf8').matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map(
    ([, path]) => path || '/',
  ),
  ...unlisted,
];
const policyOf = (path: string): string =>
  (headersFor(rules, path) as Record<string, string | undefined>)['Content-Security-Policy'] ?? '';
const hashesIn = (file: string): string[] => [...inlineScriptHashes(readFileSync(join(client, file), 'utf8'))];

describe('each page’s security policy', () => {
  it('lists the pages of both languages, the boats’ and exhibitors’ among them', () => {
    expect(paths).toContain('/ms');
    expect(paths.some((path) => path.startsWith('/ms/exhibitors/'))).toBe(true);
  });

  it('gives the pages the sitemap leaves out a rule of their own', () => {
    for (const path of unlisted) expect(rules.map((rule: { path: string }) => rule.path)).toContain(path);
  });

  it('allows every inline script of every page', () => {
    const blocked = paths.flatMap((path) => {
      const policy = policyOf(path);
      return hashesIn(join(path, 'index.html'))
        .filter((hash) => !policy.includes(hash))
        .map((hash) => `${path}: ${hash}`);
    });
    expect(blocked).toEqual([]);
  });

  it('stays short on a page of its own: no other page’s scripts', () => {
    const ticket = policyOf('/ticket');
    const ticketsOwn = hashesIn('ticket/index.html');
    const othersOnly = hashesIn('exhibitor-list/index.html').filter((hash) => !ticketsOwn.includes(hash));
    expect(othersOnly.length).toBeGreaterThan(0);
    expect(othersOnly.filter((hash) => ticket.includes(hash))).toEqual([]);
    expect(ticket.length).toBeLessThan(2000);
  });

  it('lets no page’s forms post anywhere but the site, but the pass page’s to the service’s Apple Wallet route', () => {
    const formAction = (path: string) => policyOf(path).match(/form-action [^;]*/)?.[0];
    for (const path of paths.filter((path) => !passPagePaths.includes(path))) {
      expect(formAction(path), path).toBe("form-action 'self'");
    }
    for (const path of passPagePaths.filter((path) => policyOf(path) !== '')) {
      expect(formAction(path)).toMatch(/^form-action 'self'( https?:\/\/[^/ ]+\/v1\/passes\/apple-wallet)?$/);
    }
  });

  it('allows the not-found page’s scripts at an unknown address in a folder', () => {
    for (const [path, notFound] of [
      ['/boats/no-such-boat', '404.html'],
      ['/ms/exhibitors/no-such-company', 'ms/404.html'],
    ] as const) {
      const policy = policyOf(path);
      expect(hashesIn(notFound).filter((hash) => !policy.includes(hash))).toEqual([]);
    }
  });
});
