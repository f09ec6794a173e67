import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { prerenderToNodeStream } from 'react-dom/static';
import { scriptsAfterFirstPaint } from '../scripts/scripts-after-first-paint.mjs';

/**
 * Every page is rendered here once, at build time (`ssr: false`, every route prerendered), and
 * the SPA fallback with it. React's static prerender waits for the whole tree, then the page's
 * scripts are set to load once it has painted (scripts/scripts-after-first-paint.mjs; why:
 * docs/decisions/050-scripts-requested-after-first-paint.md). `npm run dev` serves React
 * Router's scripts as they are, with its hot reloading.
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
  return new Response(import.meta.env.DEV ? html : scriptsAfterFirstPaint(html), {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}
