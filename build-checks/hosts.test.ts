import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, findTestChromium } from '../scripts/chromium.ts';
import { startNginx, startWrangler } from '../scripts/hosts.ts';
import { pageFile } from '../scripts/page-files.ts';
import {
  contentSecurityPolicy,
  headersLineLimit,
  inlineScriptHashes,
  passPagePaths,
  workerContentSecurityPolicy,
} from '../scripts/security-headers.ts';

// The build as the hosts docs/deployment.md names serve it, through their own software: Cloudflare
// Pages' runtime (`wrangler pages dev`, offline) on build/client with its _headers and
// _redirects, and Debian's nginx with the configuration the build writes (build/nginx/). Every
// page in both languages, the not-found pages, the service worker, the editor, a hashed file and
// a calendar file, by plain HTTP; a page of each kind in Chromium, which must see no policy
// violation and hydrate (docs/decisions/101-the-build-tested-on-the-hosts-own-software.md).
const client = join(process.cwd(), 'build/client');
const read = (file: string) => readFileSync(join(client, file), 'utf8');
const basePort = Number(process.env.E2E_PORT || 4173) + 10;

// Every page: the sitemap's and those it leaves out (offline, a pass).
const unlisted = ['/offline', '/ms/offline', ...passPagePaths];
const pages = [
  ...[...read('sitemap.xml').matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map(([, path]) => path || '/'),
  ...unlisted,
];
const folderOf = (path: string) => {
  const segments = path.split('/').filter(Boolean);
  const depth = segments[0] === 'ms' ? segments.length - 1 : segments.length;
  return depth > 1 ? path.slice(0, path.lastIndexOf('/')) : undefined;
};
const hashesOfFile = (file: string) => [...inlineScriptHashes(read(file))] as string[];
const notFoundHashes = [...hashesOfFile('404.html'), ...hashesOfFile('ms/404.html')];
/** The scripts a page's policy may allow: its own, or for a page in a folder its folder's and the not-found pages'. */
function allowedFor(path: string): Set<string> {
  const folder = folderOf(path);
  if (!folder) return new Set(hashesOfFile(pageFile(path)));
  const files = readdirSync(join(client, folder)).filter((name) => name.endsWith('.html'));
  return new Set([...files.flatMap((name) => hashesOfFile(join(folder, name))), ...notFoundHashes]);
}
const scriptHashesIn = (policy: string): string[] =>
  policy.match(/script-src [^;]*/)?.[0].match(/'sha256-[^']+'/g) ?? [];

const emailOrigin = new URL(read('.email-origin').trim()).origin;
const hashedScript = read('index.html').match(/"(\/assets\/[^"]+\.js)"/)?.[1];
const calendarFile = readdirSync(join(client, 'calendar')).find((name) => name.endsWith('.ics'));
const yearLong = 'public, max-age=31536000, immutable';
const permissions = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

// nginx is a system package: without it, its checks are skipped here and fail in CI (CI=true),
// which must test it (.ci/run installs it).
const nginxProblem = existsSync('/usr/sbin/nginx')
  ? undefined
  : 'nginx is not installed (apt-get install -y nginx-light)';
if (nginxProblem && process.env.CI === 'true') throw new Error(`CI=true and ${nginxProblem}`);
if (nginxProblem) console.log(`\nhosts: ${nginxProblem}; its checks are skipped (CI=true fails instead).\n`);

type Host = { origin: string; stop: () => Promise<void> };
const hostNames = ['Cloudflare Pages (wrangler pages dev)', ...(nginxProblem ? [] : ['nginx'])];
const hosts = new Map<string, Host>();
let browser: Browser;

beforeAll(async () => {
  const started = await Promise.allSettled([
    startWrangler({ client, port: basePort }),
    ...(nginxProblem ? [] : [startNginx({ client, port: basePort + 3 })]),
  ]);
  // Every host that did start is kept, so afterAll stops it even when another failed.
  started.forEach((result, index) => result.status === 'fulfilled' && hosts.set(hostNames[index]!, result.value));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  browser = await chromium.launch({ executablePath: findTestChromium() ?? undefined, args: chromiumArgs });
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all([...hosts.values()].map((host) => host.stop()));
});

type Answer = { status: number; header: (name: string) => string | null; body: string };
async function get(host: Host, path: string): Promise<Answer> {
  const response = await fetch(`${host.origin}${path}`, { redirect: 'manual' });
  return { status: response.status, header: (name) => response.headers.get(name), body: await response.text() };
}

/** Sent with every answer. */
function expectSiteWide(answer: Answer, what: string) {
  expect(answer.header('strict-transport-security'), what).toBe('max-age=63072000; includeSubDomains; preload');
  expect(answer.header('x-content-type-options'), what).toBe('nosniff');
  expect(answer.header('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
}

/**
 * Whether a `_headers` line naming `allowed` would pass the length Cloudflare Pages reads: the
 * build then gives that folder any inline script instead (docs/decisions/102-long-folder-policies-allow-inline-scripts.md).
 */
const tooLongFor_headers = (allowed: Set<string>) =>
  `  Content-Security-Policy: ${contentSecurityPolicy({ scriptHashes: allowed, emailOrigin, serviceOrigin: undefined })}`
    .length > headersLineLimit;

/**
 * A document's own headers: one policy that allows exactly `allowed` scripts (or, with
 * `anyInline`, inline scripts without naming them), no framing, never cached stale.
 */
function expectDocument(
  answer: Answer,
  what: string,
  ownScripts: string[],
  allowed: Set<string>,
  { anyInline = false, cache = ['no-cache'] }: { anyInline?: boolean; cache?: string[] } = {},
) {
  const policy = answer.header('content-security-policy') ?? '';
  // Two policies would arrive joined by ", " (no directive of ours has a comma).
  expect(policy.split(', '), `${what}: one Content-Security-Policy`).toHaveLength(1);
  expect(policy, what).toContain("frame-ancestors 'none'");
  expect(policy, what).toContain("object-src 'none'");
  const policyHashes = scriptHashesIn(policy);
  if (anyInline) {
    expect(policy, what).toContain("script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval';");
    expect(policyHashes, what).toEqual([]);
  } else {
    expect(
      ownScripts.filter((hash) => !policyHashes.includes(hash)),
      `${what}: scripts its policy blocks`,
    ).toEqual([]);
    expect(
      policyHashes.filter((hash) => !allowed.has(hash)),
      `${what}: scripts not its own that it allows`,
    ).toEqual([]);
  }
  expect(answer.header('permissions-policy'), what).toBe(permissions);
  expect(answer.header('x-frame-options'), what).toBe('DENY');
  expect(answer.header('cache-control'), `${what}: Cache-Control`).toBeOneOf(cache);
  expect(answer.header('content-type'), what).toMatch(/^text\/html(; ?charset=utf-8)?$/i);
  expectSiteWide(answer, what);
}

describe.each(hostNames)('%s', (name) => {
  const host = () => hosts.get(name)!;

  it(
    'serves every page, in both languages, at its address with its own policy, no redirect',
    { timeout: 60_000 },
    async () => {
      expect(pages).toContain('/ms');
      expect(pages.some((path) => path.startsWith('/ms/boats/'))).toBe(true);
      for (const path of pages) {
        const answer = await get(host(), path);
        expect(answer.status, `${path}: status`).toBe(200);
        const allowed = allowedFor(path);
        const anyInline = name !== 'nginx' && tooLongFor_headers(allowed);
        const own = [...inlineScriptHashes(answer.body)] as string[];
        expectDocument(answer, path, own, allowed, { anyInline });
        // A page of a folder (a boat's, an exhibitor's) shares its folder's header, which lists
        // the folder's scripts or, where that is too long, allows any: the page lists exactly its
        // own in a second policy of its own, which the browser enforces as well.
        const pagePolicy = answer.body.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1];
        if (folderOf(path)) {
          expect(pagePolicy, `${path}: the page's own policy`).toMatch(/^script-src 'self' [^;]* 'wasm-unsafe-eval'$/);
          expect(scriptHashesIn(pagePolicy!).toSorted(), `${path}: the page's own scripts`).toEqual(own.toSorted());
        } else expect(pagePolicy, `${path}: no policy in the page`).toBeUndefined();
        const formAction = answer.header('content-security-policy')?.match(/form-action [^;]*/)?.[0];
        if (passPagePaths.includes(path))
          expect(formAction).toMatch(/^form-action 'self'( \S+\/v1\/passes\/apple-wallet)?$/);
        else expect(formAction, path).toBe("form-action 'self'");
      }
    },
  );

  it('follows every link of ours with no redirect', { timeout: 60_000 }, async () => {
    const links = new Set<string>();
    for (const path of pages) {
      const html = read(pageFile(path));
      for (const [, href] of html.matchAll(/<a [^>]*href="(\/[^"#?]*)/g)) links.add(href!);
    }
    expect(links.size).toBeGreaterThan(pages.length / 2);
    const redirected: string[] = [];
    for (const href of links) {
      const answer = await get(host(), href);
      if (answer.status !== 200) redirected.push(`${href}: ${answer.status} ${answer.header('location') ?? ''}`);
    }
    expect(redirected).toEqual([]);
  });

  it(
    'answers an unknown address with the not-found page of its language, status 404',
    { timeout: 20_000 },
    async () => {
      for (const [path, file, lang] of [
        ['/no-such-page', '404.html', 'en'],
        ['/ms/no-such-page', 'ms/404.html', 'ms'],
        ['/boats/no-such-boat', '404.html', 'en'],
        ['/ms/exhibitors/no-such-company', 'ms/404.html', 'ms'],
      ] as const) {
        const answer = await get(host(), path);
        expect(answer.status, path).toBe(404);
        expect(answer.body, path).toContain(`<html lang="${lang}"`);
        expectSiteWide(answer, path);
        const own = hashesOfFile(file);
        // The not-found page carries its own policy in a <meta>, whatever the host sends …
        const meta = answer.body.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1] ?? '';
        expect(scriptHashesIn(meta).toSorted(), `${path}: the page's own policy`).toEqual(own.toSorted());
        expect(meta, path).toContain("object-src 'none'");
        // … and the headers: nginx sends the not-found file's own; Cloudflare Pages those of the
        // address asked for: a folder's policy, which allows the not-found pages' scripts, and
        // none at the top (docs/deployment.md). It answers every 404 with no-store.
        const policy = answer.header('content-security-policy');
        if (name === 'nginx') expectDocument(answer, path, own, new Set(own));
        else if (folderOf(path)) {
          const allowed = allowedFor(path);
          expectDocument(answer, path, own, allowed, { anyInline: tooLongFor_headers(allowed), cache: ['no-store'] });
        } else {
          expect(policy, path).toBeNull();
          expect(answer.header('cache-control'), path).toBe('no-store');
        }
      }
    },
  );

  it('sends the service worker, the editor, hashed and calendar files with theirs', { timeout: 20_000 }, async () => {
    const worker = await get(host(), '/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.header('content-type')).toMatch(/^(application|text)\/javascript/);
    expect(worker.header('content-security-policy')).toBe(
      workerContentSecurityPolicy({ emailOrigin, serviceOrigin: undefined }),
    );
    expect(worker.header('cache-control')).toBe('no-cache');
    expectSiteWide(worker, '/sw.js');

    const editor = await get(host(), '/admin/');
    expect(editor.status).toBe(200);
    expect(editor.header('content-type')).toMatch(/^text\/html/);
    expect(editor.header('content-security-policy')?.split(', ')).toHaveLength(1);
    expect(editor.header('content-security-policy')).toContain("script-src 'self' 'unsafe-eval'");
    expect(editor.header('x-frame-options')).toBe('DENY');
    expect(editor.header('x-robots-tag')).toBe('noindex, nofollow');
    expect(editor.header('cache-control')).toBe('no-cache');
    expectSiteWide(editor, '/admin/');

    expect(hashedScript).toBeDefined();
    const script = await get(host(), hashedScript!);
    expect(script.status).toBe(200);
    expect(script.header('content-type')).toMatch(/^(application|text)\/javascript/);
    expect(script.header('cache-control')).toBe(yearLong);
    expect(script.header('content-security-policy')).toBeNull();
    expectSiteWide(script, hashedScript!);

    for (const path of [`/calendar/${calendarFile}`, `/ms/calendar/${calendarFile}`]) {
      const calendar = await get(host(), path);
      expect(calendar.status, path).toBe(200);
      expect(calendar.header('content-type'), path).toBe('text/calendar; charset=utf-8');
      expect(calendar.header('cache-control'), path).toBe('no-cache');
      expect(calendar.body, path).toMatch(/^BEGIN:VCALENDAR/);
      expectSiteWide(calendar, path);
    }
  });

  it('opens a page of each kind in Chromium: it hydrates and breaks no policy', { timeout: 120_000 }, async () => {
    const entryPages = ['boats', 'exhibitors'].map((folder) => pages.find((path) => path.startsWith(`/${folder}/`))!);
    const msEntryPages = ['boats', 'exhibitors'].map((folder) =>
      pages.find((path) => path.startsWith(`/ms/${folder}/`))!,
    );
    const sample = [
      '/',
      '/ms',
      '/ticket',
      '/ms/visit',
      '/pass',
      ...entryPages,
      ...msEntryPages,
      '/no-such-page',
      '/ms/no-such-page',
    ];
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`Content Security Policy: ${event.violatedDirective} blocked ${event.blockedURI}`),
      );
    });
    for (const path of sample) {
      await page.goto(`${host().origin}${path}`);
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, {
        timeout: 15_000,
      });
      expect(new URL(page.url()).pathname, `${path}: no redirect`).toBe(path);
    }
    await context.close();
    expect(violations).toEqual([]);
  });

  it('runs no inline script a page does not list, on a page of each folder', { timeout: 60_000 }, async () => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    // The page as the host sends it, headers and all, with one inline script slipped in: what an
    // injection would look like. Its folder's header may allow any inline script (decision 102);
    // the page's own policy must still refuse it.
    await page.route('**/*', async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const body = (await response.text()).replace('</body>', '<script>window.injected = true;</script></body>');
      await route.fulfill({ response, body });
    });
    for (const folder of ['boats', 'exhibitors', 'ms/exhibitors']) {
      const path = pages.find((candidate) => candidate.startsWith(`/${folder}/`))!;
      await page.goto(`${host().origin}${path}`);
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, {
        timeout: 15_000,
      });
      expect(await page.evaluate(() => 'injected' in window), `${path}: the slipped-in script ran`).toBe(false);
    }
    await context.close();
  });
});
