// The HTTP headers the site ships with, written into build/client/_headers (Netlify and
// Cloudflare Pages read it) and applied by scripts/serve.mjs, so tests see what production
// sends. docs/deployment.md has the same rules for nginx.
import { createHash } from 'node:crypto';

/** Hashes of the inline scripts React Router writes into the prerendered pages. */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attributes, body] = match;
    if (/type="application\/ld\+json"/.test(attributes) || body.length === 0) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

/** The one URL the site sends to: EmailJS's send endpoint (or the local inbox's). */
export const emailEndpoint = (emailOrigin) => `${emailOrigin}/api/v1.0/email/send`;

/**
 * Where pages may send: the site itself, EmailJS's send endpoint and, where the build has one,
 * the registrations service's API (`serviceOrigin`, from VITE_REGISTRATIONS_URL).
 */
const connectSources = (emailOrigin, serviceOrigin) =>
  ["'self'", emailEndpoint(emailOrigin), ...(serviceOrigin ? [`${new URL(serviceOrigin).origin}/v1/`] : [])].join(' ');

/** The pass page, in both languages: the one page whose form posts to the service (Apple Wallet). */
export const passPagePaths = ['/pass', '/ms/pass'];

/** The one address outside the site a page's form may post to: the service's Apple Wallet route. */
export const appleWalletAction = (serviceOrigin) => `${new URL(serviceOrigin).origin}/v1/passes/apple-wallet`;

/**
 * Where a page's forms may post: the site itself; on the pass page of a build with the service
 * (`walletForm`), also the service's Apple Wallet route, which answers the form's POST with the
 * pass's file (app/features/passes/wallet-buttons.tsx). No other page may post elsewhere.
 */
const formActions = (serviceOrigin, walletForm) =>
  ["'self'", ...(serviceOrigin && walletForm ? [appleWalletAction(serviceOrigin)] : [])].join(' ');

export function contentSecurityPolicy({ scriptHashes, emailOrigin, serviceOrigin, walletForm = false }) {
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval': the site search (Pagefind, /pagefind/) runs as WebAssembly, which a
    // policy must allow compiling. It allows WebAssembly only: eval() and new Function() stay
    // blocked ('unsafe-eval' is never added). See docs/decisions/018-csp-wasm-unsafe-eval-for-the-search.md.
    `script-src 'self' ${[...scriptHashes].sort().join(' ')} 'wasm-unsafe-eval'`,
    // React sets style attributes (e.g. transforms); no style sheets come from elsewhere.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "media-src 'self'",
    `connect-src ${connectSources(emailOrigin, serviceOrigin)}`,
    // The service worker (/sw.js) and the web app manifest come from the site itself.
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    `form-action ${formActions(serviceOrigin, walletForm)}`,
    "object-src 'none'",
  ].join('; ');
}

/**
 * The service worker's own policy (a worker obeys the CSP of its script's response, not the
 * page's): it fetches the site's files and sends registrations to EmailJS (and the
 * registrations service, where the build has one), nothing else.
 */
export function workerContentSecurityPolicy({ emailOrigin, serviceOrigin }) {
  return ["default-src 'none'", `connect-src ${connectSources(emailOrigin, serviceOrigin)}`].join('; ');
}

/**
 * The site search's worker (/pagefind/pagefind-worker.js), should the browser hold it to its
 * own response's policy, as it does the service worker: it fetches the index from the site
 * and compiles the search's WebAssembly, nothing else.
 */
export const searchWorkerContentSecurityPolicy = [
  "default-src 'none'",
  "script-src 'wasm-unsafe-eval'",
  "connect-src 'self'",
].join('; ');

/**
 * The path of the rule that gives a page its headers: a page at the top (`/ticket`, `/ms/ticket`) by its own path;
 * the pages one folder down (`/boats/<id>`) by one splat for the folder (`/boats/*`), because
 * hosts cap the rules a `_headers` file may hold (Cloudflare Pages: 100), and there is a page
 * per boat and per exhibitor.
 */
export function documentRulePath(path) {
  const segments = path.split('/').filter(Boolean);
  const depth = segments[0] === 'ms' ? segments.length - 1 : segments.length;
  return depth > 1 ? `${path.slice(0, path.lastIndexOf('/'))}/*` : path;
}

/**
 * Headers for every response, plus the document-only ones (CSP and friends) for each page.
 * A page's CSP allows the inline scripts of that page alone (of its folder, for the pages
 * one folder down): each page has scripts of its own (its route data), so one policy for
 * all would carry every page's hashes, 10 KB on every page. It goes with pages only, not with
 * every script, font and image: on a phone each request's headers cost real time.
 *
 * `pages`: each page's path and the hashes of its inline scripts (`inlineScriptHashes`).
 * `notFoundHashes`: the not-found pages' own, which a folder's rule allows too, because a host
 * answers an unknown address in the folder (`/boats/no-such-boat`) with a not-found page.
 */
export function headerRules({ pages, notFoundHashes = [], emailOrigin, serviceOrigin }) {
  const hashesByRule = new Map();
  for (const { path, scriptHashes } of pages) {
    const rule = documentRulePath(path);
    const extra = rule.endsWith('/*') ? notFoundHashes : [];
    hashesByRule.set(rule, new Set([...(hashesByRule.get(rule) ?? []), ...scriptHashes, ...extra]));
  }
  const documentHeaders = (rule, scriptHashes) => ({
    'Content-Security-Policy': contentSecurityPolicy({
      scriptHashes,
      emailOrigin,
      serviceOrigin,
      walletForm: passPagePaths.includes(rule),
    }),
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'X-Frame-Options': 'DENY',
  });
  const workerCsp = workerContentSecurityPolicy({ emailOrigin, serviceOrigin });
  return [
    {
      path: '/*',
      headers: {
        'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Cache-Control': 'no-cache',
      },
    },
    // Content-hashed file names never change content: cache them for a year.
    { path: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
    // The service worker: a browser checks it for updates at most every 24 h anyway; no-cache
    // makes every check see a new deploy at once.
    { path: '/sw.js', headers: { 'Cache-Control': 'no-cache', 'Content-Security-Policy': workerCsp } },
    {
      path: '/pagefind/pagefind-worker.js',
      headers: { 'Content-Security-Policy': searchWorkerContentSecurityPolicy },
    },
    // Calendar files: phones open text/calendar in their calendar app rather than as text.
    ...['/calendar/*', '/ms/calendar/*'].map((path) => ({
      path,
      headers: { 'Content-Type': 'text/calendar; charset=utf-8' },
    })),
    ...[...hashesByRule].map(([path, scriptHashes]) => ({ path, headers: documentHeaders(path, scriptHashes) })),
    // The organisers' editor has a policy of its own, so the public pages' stays strict.
    { path: '/admin/*', headers: editorHeaders },
  ];
}

/**
 * The content editor (Decap CMS) at /admin: its bundle evaluates code and styles itself
 * inline; it talks to GitHub (sign-in, the repository, photo previews) and, on this computer
 * only, to decap-server. Never indexed, never framed.
 */
export const editorContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://*.githubusercontent.com",
  "connect-src 'self' blob: data: https://api.github.com https://*.githubusercontent.com http://localhost:* http://127.0.0.1:*",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const editorHeaders = {
  'Content-Security-Policy': editorContentSecurityPolicy,
  'X-Robots-Tag': 'noindex, nofollow',
  'X-Frame-Options': 'DENY',
  'Cache-Control': 'no-cache',
};

/** The `_headers` file format of Netlify and Cloudflare Pages. */
export function formatHeadersFile(rules) {
  return rules
    .map(({ path, headers }) =>
      [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
    )
    .join('\n\n')
    .concat('\n');
}

/** Reads a `_headers` file back into rules (used by the local static server). */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!line.startsWith(' ')) rules.push({ path: line.trim(), headers: {} });
    else {
      const at = line.indexOf(':');
      rules.at(-1).headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return rules;
}

/** Headers for one request path; later rules override earlier ones, as on Netlify. */
export function headersFor(rules, pathname) {
  const result = {};
  for (const { path, headers } of rules) {
    const matches = path.endsWith('*') ? pathname.startsWith(path.slice(0, -1)) : pathname === path;
    if (matches) Object.assign(result, headers);
  }
  return result;
}
