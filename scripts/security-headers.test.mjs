import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  formatHeadersFile,
  workerContentSecurityPolicy,
  headerRules,
  headersFor,
  inlineScriptHashes,
  parseHeadersFile,
} from './security-headers.mjs';

describe('inlineScriptHashes', () => {
  it('hashes inline scripts but not external, empty or JSON-LD ones', () => {
    const html =
      '<script>console.log(1)</script><script src="/a.js"></script><script type="application/ld+json">{}</script><script></script>';
    expect([...inlineScriptHashes(html)]).toEqual(["'sha256-CihokcEcBW4atb/CW/XWsvWwbTjqwQlE9nj9ii5ww5M='"]);
  });
});

describe('the registrations service', () => {
  it('is a place pages and the worker may send to only when the build has one', () => {
    const emailOrigin = 'https://api.emailjs.com';
    const scriptHashes = new Set(["'sha256-x'"]);
    const connect = (policy) => policy.split('; ').find((directive) => directive.startsWith('connect-src'));
    expect(connect(contentSecurityPolicy({ scriptHashes, emailOrigin }))).toBe(
      "connect-src 'self' https://api.emailjs.com/api/v1.0/email/send",
    );
    const serviceOrigin = 'https://registrations.mybos.com.my/';
    expect(connect(contentSecurityPolicy({ scriptHashes, emailOrigin, serviceOrigin }))).toBe(
      "connect-src 'self' https://api.emailjs.com/api/v1.0/email/send https://registrations.mybos.com.my/v1/",
    );
    expect(connect(workerContentSecurityPolicy({ emailOrigin, serviceOrigin }))).toBe(
      "connect-src 'self' https://api.emailjs.com/api/v1.0/email/send https://registrations.mybos.com.my/v1/",
    );
  });
});

describe('the pass page’s Apple Wallet form', () => {
  const emailOrigin = 'https://api.emailjs.com';
  const serviceOrigin = 'https://registrations.mybos.com.my/';
  const formAction = (policy) => policy.split('; ').find((directive) => directive.startsWith('form-action'));
  const page = (path) => ({ path, scriptHashes: new Set(["'sha256-x'"]) });
  const pages = ['/', '/ticket', '/pass', '/ms', '/ms/pass', '/boats/azure-horizon'].map(page);
  const policyOn = (rules, path) =>
    headersFor(parseHeadersFile(formatHeadersFile(rules)), path)['Content-Security-Policy'];

  it('may post to the service’s Apple Wallet route from the pass page of a build with the service, in both languages', () => {
    const rules = headerRules({ pages, emailOrigin, serviceOrigin });
    for (const path of ['/pass', '/ms/pass']) {
      expect(formAction(policyOn(rules, path))).toBe(
        "form-action 'self' https://registrations.mybos.com.my/v1/passes/apple-wallet",
      );
    }
    for (const path of ['/', '/ticket', '/ms', '/boats/azure-horizon']) {
      expect(formAction(policyOn(rules, path))).toBe("form-action 'self'");
    }
  });

  it('posts nowhere but the site without a service, the pass page included', () => {
    const rules = headerRules({ pages, emailOrigin });
    for (const path of ['/pass', '/ms/pass', '/']) expect(formAction(policyOn(rules, path))).toBe("form-action 'self'");
    expect(formAction(contentSecurityPolicy({ scriptHashes: new Set(), emailOrigin, walletForm: true }))).toBe(
      "form-action 'self'",
    );
  });
});

describe('headers', () => {
  const csp = contentSecurityPolicy({ scriptHashes: new Set(["'sha256-x'"]), emailOrigin: 'https://api.emailjs.com' });

  const workerCsp = workerContentSecurityPolicy({ emailOrigin: 'https://api.emailjs.com' });
  const emailOrigin = 'https://api.emailjs.com';
  const page = (path, ...hashes) => ({ path, scriptHashes: new Set(hashes.length ? hashes : ["'sha256-x'"]) });
  const rulesFor = (...pages) => parseHeadersFile(formatHeadersFile(headerRules({ pages, emailOrigin })));

  it('allows scripts only from the site and by hash, and e-mail only to the EmailJS send endpoint', () => {
    expect(csp).toContain("script-src 'self' 'sha256-x' 'wasm-unsafe-eval';");
    expect(csp).toContain("connect-src 'self' https://api.emailjs.com/api/v1.0/email/send;");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('lets the site search compile its WebAssembly, and nothing else run as code from text', () => {
    expect(csp).toMatch(/script-src [^;]*'wasm-unsafe-eval'/);
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp.match(/script-src [^;]*/)?.[0]).not.toContain("'unsafe-inline'");
  });

  it('gives the search worker a policy of its own: the site’s files and its WebAssembly', () => {
    const rules = rulesFor(page('/'));
    expect(headersFor(rules, '/pagefind/pagefind-worker.js')['Content-Security-Policy']).toBe(
      "default-src 'none'; script-src 'wasm-unsafe-eval'; connect-src 'self'",
    );
    expect(headersFor(rules, '/pagefind/pagefind.js')['Content-Security-Policy']).toBeUndefined();
  });

  it('gives the service worker a policy of its own: the site and the EmailJS send endpoint, nothing else', () => {
    expect(workerCsp).toBe("default-src 'none'; connect-src 'self' https://api.emailjs.com/api/v1.0/email/send");
    const rules = rulesFor(page('/'));
    expect(headersFor(rules, '/sw.js')['Content-Security-Policy']).toBe(workerCsp);
    expect(headersFor(rules, '/sw.js')['Cache-Control']).toBe('no-cache');
  });

  it('round-trips through the _headers format and caches hashed assets for a year', () => {
    const rules = rulesFor(page('/'), page('/ticket'), page('/404.html'));
    expect(headersFor(rules, '/ticket')['Cache-Control']).toBe('no-cache');
    expect(headersFor(rules, '/ticket')['Content-Security-Policy']).toBe(csp);
    expect(headersFor(rules, '/')['Content-Security-Policy']).toBe(csp);
    expect(headersFor(rules, '/')['X-Content-Type-Options']).toBe('nosniff');
    expect(headersFor(rules, '/assets/app-123.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor(rules, '/assets/app-123.js')['X-Content-Type-Options']).toBe('nosniff');
    expect(headersFor(rules, '/assets/app-123.js')['Content-Security-Policy']).toBeUndefined();
  });

  it('serves calendar files, in both languages, as text/calendar that is always revalidated', () => {
    const rules = rulesFor(page('/'));
    for (const path of ['/calendar/mybos-2026.ics', '/ms/calendar/mybos-2026.ics']) {
      expect(headersFor(rules, path)['Content-Type']).toBe('text/calendar; charset=utf-8');
      expect(headersFor(rules, path)['Cache-Control']).toBe('no-cache');
    }
    expect(headersFor(rules, '/ticket')['Content-Type']).toBeUndefined();
  });

  it('allows on each page its own inline scripts only', () => {
    const rules = rulesFor(page('/', "'sha256-home'"), page('/ticket', "'sha256-ticket'"));
    expect(headersFor(rules, '/')['Content-Security-Policy']).toContain("'sha256-home'");
    expect(headersFor(rules, '/')['Content-Security-Policy']).not.toContain("'sha256-ticket'");
    expect(headersFor(rules, '/ticket')['Content-Security-Policy']).toContain("'sha256-ticket'");
  });

  it('covers the pages one folder down with one rule per folder, which allows its pages’ and the not-found pages’ scripts', () => {
    const boats = ['a', 'b', 'c'].flatMap((id) => [page(`/boats/${id}`, `'sha256-${id}'`), page(`/ms/boats/${id}`)]);
    const rules = headerRules({
      pages: [page('/'), page('/ms'), ...boats],
      notFoundHashes: ["'sha256-404'"],
      emailOrigin,
    });
    const pageRules = rules.filter((rule) => rule.headers['X-Frame-Options'] && rule.path !== '/admin/*');
    expect(pageRules.map((rule) => rule.path)).toEqual(['/', '/ms', '/boats/*', '/ms/boats/*']);
    const parsed = parseHeadersFile(formatHeadersFile(rules));
    const boatsPolicy = headersFor(parsed, '/boats/b')['Content-Security-Policy'];
    for (const hash of ["'sha256-a'", "'sha256-b'", "'sha256-c'", "'sha256-404'"]) expect(boatsPolicy).toContain(hash);
    expect(headersFor(parsed, '/')['Content-Security-Policy']).not.toContain("'sha256-404'");
  });
});
