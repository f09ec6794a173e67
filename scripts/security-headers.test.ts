import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  formatHeadersFile,
  workerContentSecurityPolicy,
  headerRules,
  headersFor,
  inlineScriptHashes,
  nginxConfig,
  parseHeadersFile,
  ruleMatches,
  withMetaPolicy,
  withPageScriptPolicy,
  type HeaderRule,
  type PageScripts,
} from './security-headers.ts';

describe('inlineScriptHashes', () => {
  it('hashes inline scripts but not external, empty or JSON-LD ones', () => {
    const html =
      '<script>console.log(1)</script><script src="/a.js"></script><script type="application/ld+json">{}</script><script></script>';
    expect([...inlineScriptHashes(html)]).toEqual(["'sha256-CihokcEcBW4atb/CW/XWsvWwbTjqwQlE9nj9ii5ww5M='"]);
  });
});

describe('withPageScriptPolicy', () => {
  const html = '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>x</title></head><body></body></html>';
  const hashes = ["'sha256-b'", "'sha256-a'"];

  it('gives a page of a folder its own scripts, exactly, in a policy first in its head', () => {
    for (const path of ['/boats/azure-horizon', '/ms/exhibitors/adriatic-blue-yachts']) {
      expect(withPageScriptPolicy(html, path, hashes)).toBe(
        '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
          `<meta http-equiv="Content-Security-Policy" content="script-src 'self' 'sha256-a' 'sha256-b' 'wasm-unsafe-eval'"/>` +
          '<title>x</title></head><body></body></html>',
      );
    }
  });

  it('leaves a page with a header rule of its own as it is', () => {
    for (const path of ['/', '/visit', '/ms', '/ms/visit', '/__spa-fallback.html']) {
      expect(withPageScriptPolicy(html, path, hashes)).toBe(html);
    }
  });
});

describe('the registrations service', () => {
  it('is a place pages and the worker may send to only when the build has one', () => {
    const emailOrigin = 'https://api.emailjs.com';
    const scriptHashes = new Set(["'sha256-x'"]);
    const connect = (policy: string) => policy.split('; ').find((directive) => directive.startsWith('connect-src'));
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
  const formAction = (policy: string | undefined) =>
    policy?.split('; ').find((directive) => directive.startsWith('form-action'));
  const page = (path: string) => ({ path, scriptHashes: new Set(["'sha256-x'"]) });
  const pages = ['/', '/ticket', '/pass', '/ms', '/ms/pass', '/boats/azure-horizon'].map(page);
  const policyOn = (rules: HeaderRule[], path: string) =>
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
  const page = (path: string, ...hashes: string[]) => ({
    path,
    scriptHashes: new Set(hashes.length ? hashes : ["'sha256-x'"]),
  });
  const rulesFor = (...pages: PageScripts[]) =>
    parseHeadersFile(formatHeadersFile(headerRules({ pages, emailOrigin })));

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

  it('round-trips through the _headers format and caches hashed assets for a year, with one Cache-Control', () => {
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

describe('rules as the hosts apply them', () => {
  const emailOrigin = 'https://api.emailjs.com';
  const page = (path: string) => ({ path, scriptHashes: new Set([`'sha256-${path}'`]) });
  const pages = ['/', '/ticket', '/ms', '/ms/ticket', '/boats/a', '/ms/boats/a', '/404.html', '/ms/404.html'].map(page);
  const rules = headerRules({ pages, notFoundHashes: ["'sha256-404'"], emailOrigin });

  it('matches patterns as Cloudflare Pages and Netlify do: whole paths, * across slashes, :name one segment', () => {
    expect(ruleMatches('/ticket', '/ticket')).toBe(true);
    expect(ruleMatches('/ticket', '/ticket/')).toBe(false);
    expect(ruleMatches('/boats/*', '/boats/a')).toBe(true);
    expect(ruleMatches('/boats/*', '/boats')).toBe(false);
    expect(ruleMatches('/*', '/ms/boats/a.data')).toBe(true);
    expect(ruleMatches('/:lang/ticket', '/ms/ticket')).toBe(true);
    expect(ruleMatches('/:lang/ticket', '/a/b/ticket')).toBe(false);
    expect(ruleMatches('/sw.js', '/swajs')).toBe(false);
  });

  it('joins the values of a header several matching rules set, as the hosts do', () => {
    const joined = headersFor(
      [
        { path: '/*', headers: { 'Cache-Control': 'no-cache' } },
        { path: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
      ],
      '/assets/a.js',
    );
    expect(joined['Cache-Control']).toBe('no-cache, public, max-age=31536000, immutable');
  });

  it('never sets a header in two rules that can match one address', () => {
    const addresses = [
      ...pages.map((page) => page.path),
      '/boats/no-such-boat',
      '/no-such-page',
      '/ms/no-such-page',
      '/assets/app-1.js',
      '/sw.js',
      '/pagefind/pagefind-worker.js',
      '/pagefind/pagefind.js',
      '/calendar/a.ics',
      '/ms/calendar/a.ics',
      '/admin/',
      '/admin/config.yml',
    ];
    for (const address of addresses) {
      const seen = new Map();
      for (const rule of rules.filter((rule) => ruleMatches(rule.path, address))) {
        for (const name of Object.keys(rule.headers)) {
          expect(seen.get(name), `${address}: ${name} in ${seen.get(name)} and ${rule.path}`).toBeUndefined();
          seen.set(name, rule.path);
        }
      }
    }
    expect(headersFor(rules, '/admin/')['Cache-Control']).toBe('no-cache');
    expect(headersFor(rules, '/ms/ticket')['Content-Security-Policy']).toContain("'sha256-/ms/ticket'");
    expect(headersFor(rules, '/ms/ticket')['Content-Security-Policy']).not.toContain("'sha256-/ticket'");
  });

  it('gives nginx the same values by the file it serves: a page’s .html, a folder’s files, the not-found file', () => {
    const { http, server } = nginxConfig({
      rules,
      fileOf: (path) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`),
    });
    const mapOf = (variable: string) =>
      http.split('\n\n').find((block) => block.startsWith(`map $uri $mybos_${variable} {`));
    const valueFor = (variable: string, uri: string) => {
      const entries = [...mapOf(variable)!.matchAll(/^ {2}"~(.*)" "(.*)";$/gm)];
      const found = entries.find(([, regex]) => new RegExp(regex!).test(uri));
      return found ? found[2] : mapOf(variable)!.match(/default "(.*)";/)![1];
    };
    expect(valueFor('content_security_policy', '/ms/ticket.html')).toBe(
      headersFor(rules, '/ms/ticket')['Content-Security-Policy'],
    );
    expect(valueFor('content_security_policy', '/index.html')).toBe(headersFor(rules, '/')['Content-Security-Policy']);
    expect(valueFor('content_security_policy', '/boats/a.html')).toBe(
      headersFor(rules, '/boats/a')['Content-Security-Policy'],
    );
    expect(valueFor('content_security_policy', '/404.html')).toContain("'sha256-/404.html'");
    expect(valueFor('content_security_policy', '/assets/app-1.js')).toBe('');
    expect(valueFor('cache_control', '/assets/app-1.js')).toBe('public, max-age=31536000, immutable');
    expect(valueFor('cache_control', '/robots.txt')).toBe('no-cache');
    expect(valueFor('x_frame_options', '/ticket.html')).toBe('DENY');
    // The site-wide headers once, each header's variable once, and no add_header in a location.
    expect(server).toContain(
      'add_header Strict-Transport-Security "max-age=63072000; includeSubDomains; preload" always;',
    );
    expect(server.match(/add_header Cache-Control/g)).toHaveLength(1);
    expect(
      server
        .split(/^location/m)
        .slice(1)
        .join(''),
    ).not.toContain('add_header');
  });
});

describe('a folder whose list of scripts is longer than a host reads', () => {
  const emailOrigin = 'https://api.emailjs.com';
  const hash = (n: number) => `'sha256-${String(n).padStart(43, 'x')}='`;
  const folder = Array.from({ length: 40 }, (_, n) => ({
    path: `/exhibitors/e${n}`,
    scriptHashes: new Set([hash(n)]),
  }));
  const pages = [{ path: '/ticket', scriptHashes: new Set([hash(100)]) }, ...folder];
  const line = (rules: HeaderRule[], path: string) =>
    `  Content-Security-Policy: ${rules.find((rule) => rule.path === path)!.headers['Content-Security-Policy']}`;

  it('allows any inline script there, within the line limit, and keeps every other directive', () => {
    const strict = headerRules({ pages, emailOrigin });
    expect(line(strict, '/exhibitors/*').length).toBeGreaterThan(2000);
    const limited = headerRules({ pages, emailOrigin, lineLimit: 2000 });
    const policy = limited.find((rule) => rule.path === '/exhibitors/*')!.headers['Content-Security-Policy'];
    expect(line(limited, '/exhibitors/*').length).toBeLessThanOrEqual(2000);
    expect(policy).toContain("script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval';");
    expect(policy).not.toContain('sha256-');
    const others = (text: string | undefined) =>
      text?.split('; ').filter((directive) => !directive.startsWith('script-src'));
    expect(others(policy)).toEqual(
      others(strict.find((rule) => rule.path === '/exhibitors/*')!.headers['Content-Security-Policy']),
    );
  });

  it('keeps the list of scripts of every rule that fits', () => {
    const limited = headerRules({ pages, emailOrigin, lineLimit: 2000 });
    expect(limited.find((rule) => rule.path === '/ticket')!.headers['Content-Security-Policy']).toContain(hash(100));
  });
});

describe('a not-found page’s own policy in the page', () => {
  it('goes first in the head, without frame-ancestors, which a meta policy may not set', () => {
    const policy = contentSecurityPolicy({
      scriptHashes: new Set(["'sha256-x'"]),
      emailOrigin: 'https://api.emailjs.com',
    });
    const html = withMetaPolicy(
      '<html><head><meta charSet="utf-8"/><title>t</title><script>1</script></head></html>',
      policy,
    );
    const content = html.match(
      /<meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="([^"]+)"\/><title>/,
    )?.[1];
    expect(content).toContain("script-src 'self' 'sha256-x' 'wasm-unsafe-eval'");
    expect(content).not.toContain('frame-ancestors');
    expect(content?.split('; ')).toHaveLength(policy.split('; ').length - 1);
  });
});
