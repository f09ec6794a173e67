import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseHeadersFile } from '../scripts/security-headers.ts';

// The organisers' editor ships in the build at /admin, and nothing of the public site knows it.
const client = join(process.cwd(), 'build/client');
const read = (file: string) => readFileSync(join(client, file), 'utf8');
const rules = parseHeadersFile(read('_headers')) as { path: string; headers: Record<string, string> }[];
const publicHtml = readdirSync(client, { recursive: true, encoding: 'utf8' }).filter(
  (file) => file.endsWith('.html') && !file.startsWith('admin/'),
);

describe('the editor in the build', () => {
  it('is at /admin with its generated configuration, and never indexed', () => {
    expect(read('admin/index.html')).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(read('admin/config.yml')).toContain('folder: content/exhibitors');
    expect(existsSync(join(client, 'admin/decap-cms.js'))).toBe(true);
  });

  it('carries the content check and the content it checks an entry against', () => {
    expect(read('admin/index.html')).toContain('<script src="./entry-rules.js"></script>');
    expect(read('admin/entry-rules.js')).toMatch(/^var MybosRules=/);
    const snapshot = JSON.parse(read('admin/content.json')) as { content: { collections: { exhibitors: unknown[] } } };
    const exhibitors = readdirSync(join(process.cwd(), 'content/exhibitors')).filter((file) => file.endsWith('.yaml'));
    expect(snapshot.content.collections.exhibitors).toHaveLength(exhibitors.length);
  });

  it('has a policy of its own, and the public pages keep theirs', () => {
    const editor = rules.find((rule) => rule.path === '/admin/*')?.headers ?? {};
    expect(editor['Content-Security-Policy']).toContain("'unsafe-eval'");
    expect(editor['X-Robots-Tag']).toBe('noindex, nofollow');
    const pagePolicies = rules
      .filter((rule) => rule.path !== '/admin/*')
      .map((rule) => rule.headers['Content-Security-Policy'])
      .filter((policy): policy is string => Boolean(policy));
    expect(pagePolicies.length).toBeGreaterThan(30);
    for (const policy of pagePolicies) {
      // The token itself: the site search's 'wasm-unsafe-eval' allows WebAssembly only.
      expect(policy).not.toContain("'unsafe-eval'");
      expect(policy).not.toContain('github');
    }
  });

  it('is not in the sitemap, the service worker or any public page', () => {
    expect(read('sitemap.xml')).not.toContain('/admin');
    // (The e-mail SDK inside it mentions its own dashboard's /admin pages: only our paths count.)
    expect(read('sw.js')).not.toMatch(/["'`]\/admin\//);
    expect(publicHtml.length).toBeGreaterThan(30);
    expect(publicHtml.filter((file) => read(file).includes('/admin'))).toEqual([]);
  });
});
