// The HTTP headers the site ships with, written into build/client/_headers (Netlify and
// Cloudflare Pages read it; scripts/serve.ts reads it as they do) and into build/nginx/, the
// same rules as nginx configuration (docs/deployment.md). Both hosts apply every rule whose
// pattern matches the requested URL and join the values of a header set by several, so no
// header is set by two rules that can match one URL: one Cache-Control, one policy each.
import { createHash } from 'node:crypto';

/** A set of response headers: each name's value. */
export type HeaderValues = Record<string, string>;

/** A `_headers` rule: the URL pattern it applies to, and its headers. */
export type HeaderRule = { path: string; headers: HeaderValues };

/** A page's path and the hashes of its inline scripts (`inlineScriptHashes`). */
export type PageScripts = { path: string; scriptHashes: Iterable<string> };

/** Where a page's policy lets it send and post: e-mail, and the registrations service where the build has one. */
type Origins = { emailOrigin: string; serviceOrigin?: string | undefined };

/** Hashes of the inline scripts React Router writes into the prerendered pages. */
export function inlineScriptHashes(html: string): Set<string> {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attributes = '', body = ''] = match;
    if (/type="application\/ld\+json"/.test(attributes) || body.length === 0) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

/** The one URL the site sends to: EmailJS's send endpoint (or the local inbox's). */
export const emailEndpoint = (emailOrigin: string) => `${emailOrigin}/api/v1.0/email/send`;

/**
 * Where pages may send: the site itself, EmailJS's send endpoint and, where the build has one,
 * the registrations service's API (`serviceOrigin`, from VITE_REGISTRATIONS_URL).
 */
const connectSources = (emailOrigin: string, serviceOrigin: string | undefined) =>
  ["'self'", emailEndpoint(emailOrigin), ...(serviceOrigin ? [`${new URL(serviceOrigin).origin}/v1/`] : [])].join(' ');

/** The pass page, in both languages: the one page whose form posts to the service (Apple Wallet). */
export const passPagePaths = ['/pass', '/ms/pass'];

/** The one address outside the site a page's form may post to: the service's Apple Wallet route. */
export const appleWalletAction = (serviceOrigin: string) => `${new URL(serviceOrigin).origin}/v1/passes/apple-wallet`;

/**
 * Where a page's forms may post: the site itself; on the pass page of a build with the service
 * (`walletForm`), also the service's Apple Wallet route, which answers the form's POST with the
 * pass's file (app/features/passes/wallet-buttons.tsx). No other page may post elsewhere.
 */
const formActions = (serviceOrigin: string | undefined, walletForm: boolean) =>
  ["'self'", ...(serviceOrigin && walletForm ? [appleWalletAction(serviceOrigin)] : [])].join(' ');

/**
 * The `script-src` directive: the site's own files, the listed inline scripts (or, with
 * `anyInline`, any inline script) and WebAssembly. 'wasm-unsafe-eval': the site search
 * (Pagefind, /pagefind/) runs as WebAssembly, which a policy must allow compiling. It allows
 * WebAssembly only: eval() and new Function() stay blocked ('unsafe-eval' is never added). See
 * docs/decisions/018-csp-wasm-unsafe-eval-for-the-search.md.
 */
export const scriptSources = ({
  scriptHashes = [],
  anyInline = false,
}: {
  scriptHashes?: Iterable<string>;
  anyInline?: boolean;
}) =>
  ["script-src 'self'", ...(anyInline ? ["'unsafe-inline'"] : [...scriptHashes].sort()), "'wasm-unsafe-eval'"].join(
    ' ',
  );

export function contentSecurityPolicy({
  scriptHashes,
  emailOrigin,
  serviceOrigin,
  walletForm = false,
  anyInline = false,
}: Origins & { scriptHashes?: Iterable<string>; walletForm?: boolean; anyInline?: boolean }): string {
  return [
    "default-src 'self'",
    // `anyInline`: any inline script instead of a list of hashes, for a folder of pages whose
    // list is longer than a host reads (headerRules, docs/decisions/102-long-folder-policies-allow-inline-scripts.md);
    // each of those pages lists its own in its page (pageScriptPolicy).
    scriptSources({ scriptHashes, anyInline }),
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
 * A page's policy in a `<meta http-equiv>` element, put first in its head: what the browser
 * enforces there (everything but `frame-ancestors`, which a meta policy may not set and the
 * browser reports as ignored).
 */
export function withMetaPolicy(html: string, policy: string): string {
  const content = policy
    .split('; ')
    .filter((directive) => !directive.startsWith('frame-ancestors'))
    .join('; ');
  if (/[&"<>]/.test(content)) throw new Error(`withMetaPolicy: a policy that needs escaping: ${content}`);
  const charset = html.match(/<meta charSet="utf-8"\/>/i);
  if (!charset) throw new Error('withMetaPolicy: no <meta charSet="utf-8"/> to put the policy after');
  const at = (charset.index ?? 0) + charset[0].length;
  return `${html.slice(0, at)}<meta http-equiv="Content-Security-Policy" content="${content}"/>${html.slice(at)}`;
}

/**
 * A page that shares its folder's header rule (a boat's, an exhibitor's: documentRulePath) gets
 * its own inline scripts, exactly, as a second policy in the page. A browser enforces every
 * policy it is given, so a script runs only if both the folder's header (the folder's list, or
 * any inline script where that list is too long for a host: decision 102) and the page's own
 * list allow it. Other pages have a rule of their own and are returned as they are.
 */
export function withPageScriptPolicy(html: string, path: string, scriptHashes: Iterable<string>): string {
  if (!documentRulePath(path).endsWith('/*')) return html;
  return withMetaPolicy(html, scriptSources({ scriptHashes }));
}

/**
 * The service worker's own policy (a worker obeys the CSP of its script's response, not the
 * page's): it fetches the site's files and sends registrations to EmailJS (and the
 * registrations service, where the build has one), nothing else.
 */
export function workerContentSecurityPolicy({ emailOrigin, serviceOrigin }: Origins): string {
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
export function documentRulePath(path: string): string {
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
export function headerRules({
  pages,
  notFoundHashes = [],
  emailOrigin,
  serviceOrigin,
  lineLimit = Infinity,
}: Origins & {
  pages: readonly PageScripts[];
  notFoundHashes?: readonly string[];
  lineLimit?: number;
}): HeaderRule[] {
  const hashesByRule = new Map<string, Set<string>>();
  // The not-found files' rules (/404.html) are for nginx, which names the file it serves
  // (nginxConfig); Cloudflare Pages and Netlify match the address asked for instead.
  for (const { path, scriptHashes } of pages) {
    const rule = documentRulePath(path);
    const extra = rule.endsWith('/*') ? notFoundHashes : [];
    hashesByRule.set(rule, new Set([...(hashesByRule.get(rule) ?? []), ...scriptHashes, ...extra]));
  }
  const workerCsp = workerContentSecurityPolicy({ emailOrigin, serviceOrigin });
  return [
    // Every response, the not-found pages and redirects included. No Cache-Control here: a
    // host joins it with the one of a narrower rule ("no-cache, public, max-age=31536000").
    { path: '/*', headers: siteWideHeaders },
    // Content-hashed file names never change content: cache them for a year.
    { path: '/assets/*', headers: { 'Cache-Control': yearLong } },
    // The service worker: a browser checks it for updates at most every 24 h anyway; no-cache
    // makes every check see a new deploy at once.
    { path: '/sw.js', headers: { 'Cache-Control': 'no-cache', 'Content-Security-Policy': workerCsp } },
    // The search index's files keep their names from build to build.
    { path: '/pagefind/*', headers: { 'Cache-Control': 'no-cache' } },
    {
      path: '/pagefind/pagefind-worker.js',
      headers: { 'Content-Security-Policy': searchWorkerContentSecurityPolicy },
    },
    // Calendar files: phones open text/calendar in their calendar app rather than as text.
    ...['/calendar/*', '/ms/calendar/*'].map((path) => ({
      path,
      headers: { 'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': 'no-cache' },
    })),
    ...[...hashesByRule].map(([path, scriptHashes]) => {
      const walletForm = passPagePaths.includes(path);
      const headers = documentHeaders({ scriptHashes, emailOrigin, serviceOrigin, walletForm });
      // A line longer than the host reads is dropped whole (Cloudflare Pages: 2,000 characters,
      // measured), leaving the pages with no policy at all. A folder with that many pages (each
      // has a script of its own, its route data) gets a policy that allows its inline scripts
      // without naming them, and keeps every other directive (docs/decisions/102-long-folder-policies-allow-inline-scripts.md).
      if (`  Content-Security-Policy: ${headers['Content-Security-Policy']}`.length <= lineLimit)
        return { path, headers };
      const anyInline = contentSecurityPolicy({
        scriptHashes,
        emailOrigin,
        serviceOrigin,
        walletForm,
        anyInline: true,
      });
      return { path, headers: { ...headers, 'Content-Security-Policy': anyInline } };
    }),
    // The organisers' editor has a policy of its own, so the public pages' stays strict.
    { path: '/admin/*', headers: editorHeaders },
  ];
}

/** The longest line of a `_headers` file Cloudflare Pages reads (it ignores longer ones). */
export const headersLineLimit = 2000;

/** Sent with every response. */
export const siteWideHeaders: HeaderValues = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** The one Cache-Control of content-hashed files. */
export const yearLong = 'public, max-age=31536000, immutable';

/** A page's own headers: its policy, no powerful features, never framed, always revalidated. */
function documentHeaders({
  scriptHashes,
  emailOrigin,
  serviceOrigin,
  walletForm,
}: Origins & { scriptHashes: Iterable<string>; walletForm: boolean }): HeaderValues {
  return {
    'Content-Security-Policy': contentSecurityPolicy({ scriptHashes, emailOrigin, serviceOrigin, walletForm }),
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'X-Frame-Options': 'DENY',
    'Cache-Control': 'no-cache',
  };
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

const editorHeaders: HeaderValues = {
  'Content-Security-Policy': editorContentSecurityPolicy,
  'X-Robots-Tag': 'noindex, nofollow',
  'X-Frame-Options': 'DENY',
  'Cache-Control': 'no-cache',
};

/** The `_headers` file format of Netlify and Cloudflare Pages. */
export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  return rules
    .map(({ path, headers }) =>
      [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
    )
    .join('\n\n')
    .concat('\n');
}

/** Reads a `_headers` file back into rules (used by the local static server). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!line.startsWith(' ')) rules.push({ path: line.trim(), headers: {} });
    else {
      const rule = rules.at(-1);
      if (!rule) throw new Error(`parseHeadersFile: a header before any path: ${line}`);
      const at = line.indexOf(':');
      rule.headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return rules;
}

/**
 * Whether a `_headers` rule's pattern matches a URL path, as Cloudflare Pages and Netlify
 * match: `*` is any run of characters (slashes too), `:name` one path segment, anything else
 * itself, the whole path.
 */
export function ruleMatches(pattern: string, pathname: string): boolean {
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`).test(pathname);
}

/**
 * Headers for one request path as Cloudflare Pages and Netlify apply a `_headers` file: every
 * matching rule's, and a header set by several joined with ", " (what a visitor's browser then
 * gets: "no-cache, public, max-age=31536000" is one of those bugs).
 */
export function headersFor(rules: readonly HeaderRule[], pathname: string): HeaderValues {
  const result: HeaderValues = {};
  for (const { path, headers } of rules) {
    if (!ruleMatches(path, pathname)) continue;
    for (const [name, value] of Object.entries(headers))
      result[name] = name in result ? `${result[name]}, ${value}` : value;
  }
  return result;
}

/**
 * The same rules for nginx, as two files the build writes to build/nginx/ (docs/deployment.md):
 * `http.conf`, for the `http` block: a `map` per header from the file nginx serves (`$uri` once
 * `try_files` has found it: /visit.html for /visit, /404.html for an unknown address, which
 * thus gets the not-found page's own policy) to its value; and `server.conf`, for the site's
 * `server` block: sends them, serves each page at its address with no redirect (`fileOf`: a
 * page's file, scripts/page-files.ts) and answers unknown addresses with the not-found page of
 * their language. Files no rule names get `Cache-Control: no-cache` (nginx sends none of its
 * own, and a browser would guess a lifetime from Last-Modified).
 */
export function nginxConfig({ rules, fileOf }: { rules: readonly HeaderRule[]; fileOf: (path: string) => string }): {
  http: string;
  server: string;
} {
  const filePattern = (path: string) =>
    path.includes('*') || (path.split('/').at(-1) ?? '').includes('.') ? path : `/${fileOf(path)}`;
  const regexOf = (pattern: string) =>
    `~^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`;
  const byHeader = new Map<string, [string, string][]>();
  for (const { path, headers } of rules) {
    if (path === '/*') continue;
    for (const [name, value] of Object.entries(headers)) {
      if (name === 'Content-Type') continue; // nginx's `types`, in server.conf
      if (!byHeader.has(name)) byHeader.set(name, []);
      byHeader.get(name)?.push([regexOf(filePattern(path)), value]);
    }
  }
  const variableOf = (name: string) => `$mybos_${name.toLowerCase().replace(/-/g, '_')}`;
  const quoted = (value: string) => {
    if (value.includes('"')) throw new Error(`nginxConfig: a header value with a double quote: ${value}`);
    return `"${value}"`;
  };
  const maps = [...byHeader].map(([name, entries]) =>
    [
      `map $uri ${variableOf(name)} {`,
      `  default ${quoted(name === 'Cache-Control' ? 'no-cache' : '')};`,
      ...entries.map(([regex, value]) => `  ${quoted(regex)} ${quoted(value)};`),
      '}',
    ].join('\n'),
  );
  const siteWide = rules.find((rule) => rule.path === '/*')?.headers ?? {};
  const http = [
    [
      '# Generated by scripts/finalize-build.ts (scripts/security-headers.ts, nginxConfig) from the',
      "# build's header rules. Include it in nginx's http block; server.conf uses its variables.",
    ].join('\n'),
    ...maps,
  ].join('\n\n');
  const server = `# Generated by scripts/finalize-build.ts (scripts/security-headers.ts, nginxConfig). Include it
# in the site's server block, after its root (build/client) and TLS settings.
index index.html;
# The build's precompressed .gz twins (and .br, with the ngx_brotli module: brotli_static on;).
gzip_static on;

# One set of add_header here and none in a location: a location with an add_header of its
# own would drop these. An empty value sends no header.
${[
  ...Object.entries(siteWide).map(([name, value]) => `add_header ${name} ${quoted(value)} always;`),
  ...[...byHeader.keys()].map((name) => `add_header ${name} ${variableOf(name)} always;`),
].join('\n')}

# A page at its address (/visit: visit.html), the home page at /.
location = / {
    try_files /index.html =404;
}
location / {
    try_files $uri $uri.html =404;
}
# A folder's address with a slash: /visit/ and /ms/ send to the page (/visit, /ms), as
# Cloudflare Pages does; /admin/ is the editor's folder.
location ~ ^(?<mybos_page>/.+)/$ {
    if (-f $document_root$mybos_page.html) {
        return 308 $mybos_page$is_args$args;
    }
    try_files $mybos_page/index.html =404;
}
# Calendar files: phones hand text/calendar to their calendar app.
location ~ \\.ics$ {
    types { text/calendar ics; }
    charset utf-8;
    charset_types text/calendar;
    try_files $uri =404;
}
# Unknown addresses: the not-found page of their language, with status 404.
error_page 404 /404.html;
location /ms/ {
    error_page 404 /ms/404.html;
    try_files $uri $uri.html =404;
}
`;
  return { http: `${http}\n`, server };
}
