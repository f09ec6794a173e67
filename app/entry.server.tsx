import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { prerenderToNodeStream } from 'react-dom/static';
import { recordPageScripts } from '../scripts/page-scripts.ts';
import { scriptsAfterFirstPaint } from '../scripts/scripts-after-first-paint.ts';
import { withPageScriptPolicy } from '../scripts/security-headers.ts';

/**
 * Every page is rendered here once, at build time (`ssr: false`, every route prerendered), and
 * the SPA fallback with it. React's static prerender waits for the whole tree, then the page's
 * scripts are set to load once it has painted (scripts/scripts-after-first-paint.ts; why:
 * docs/decisions/050-scripts-requested-after-first-paint.md), and the hashes of its inline
 * scripts are recorded for its Content-Security-Policy (scripts/page-scripts.ts). `npm run dev`
 * serves React Router's scripts as they are, with its hot reloading.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { prelude } = await prerenderToNodeStream(<ServerRouter context={routerContext} url={request.url} />, {
    onError(error: unknown) {
      responseStatusCode = 500;
      console.error(error);
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  const html = Buffer.concat(chunks).toString('utf8');
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  if (import.meta.env.DEV) return new Response(html, { headers: responseHeaders, status: responseStatusCode });
  const page = scriptsAfterFirstPaint(html);
  // React Router renders the SPA fallback (__spa-fallback.html) as a request for `/` marked by
  // this header; it is a document of its own, with scripts of its own.
  const spaFallback = request.headers.get('X-React-Router-SPA-Mode') === 'yes';
  const path = spaFallback ? '/__spa-fallback.html' : new URL(request.url).pathname.replace(/(.)\/+$/, '$1');
  const scriptHashes = recordPageScripts(path, page);
  // A boat's or an exhibitor's page also lists its own scripts in the page: its folder's header
  // cannot list each page's alone (scripts/security-headers.ts, withPageScriptPolicy).
  return new Response(withPageScriptPolicy(page, path, scriptHashes), {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}
