// A proxy in front of the registrations service for the browser tests of the site built with
// it: it passes every request on, unless a test has asked for network faults on the requests
// carrying its marker — the same holds and chaos as the local inbox's (mail-sink/faults.ts),
// so one chaos run disturbs both halves of a registration's delivery. A faulted request never
// reaches the service. Started with the tests' service (scripts/e2e-service.ts); `npm start`
// never runs it. Control: `POST /__faults/chaos` `{rate, maxDelayMs, seed, match}`, `DELETE /__faults/chaos?match=`.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createFaults } from '../mail-sink/faults.ts';

const CONTROL = '/__faults/';
/** Headers a proxy must not pass on (RFC 9110 §7.6.1), plus the ones fetch sets itself. */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
  'host',
  'content-length',
]);

async function readBody(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks);
}

export function createFaultProxy(target: string | URL) {
  const faults = createFaults();

  async function forward(req: IncomingMessage, res: ServerResponse, body: Buffer<ArrayBuffer>) {
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(
        (header): header is [string, string] => !hopByHop.has(header[0]) && typeof header[1] === 'string',
      ),
    );
    try {
      const answer = await fetch(new URL(req.url ?? '/', target), {
        method: req.method,
        headers,
        body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
      });
      const answerHeaders: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (!hopByHop.has(name) && name !== 'content-encoding') answerHeaders[name] = value;
      });
      res.writeHead(answer.status, answerHeaders);
      res.end(Buffer.from(await answer.arrayBuffer()));
    } catch {
      res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('The registrations service did not answer the proxy');
    }
  }

  /** A failed request as the browser sees it: an error status with CORS (its answer is read), or 0, a network error. */
  function fail(req: IncomingMessage, res: ServerResponse, status: number) {
    // Without CORS headers the browser hides the answer and fetch rejects, as when the network is down.
    if (status === 0) {
      res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' });
      return res.end('Simulated network fault on the way to the registrations service');
    }
    res.writeHead(status, {
      'Content-Type': 'application/json',
      ...(req.headers.origin ? { 'Access-Control-Allow-Origin': req.headers.origin, Vary: 'Origin' } : {}),
    });
    return res.end(JSON.stringify({ error: 'simulated_fault' }));
  }

  return createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith(CONTROL)) {
      const what = url.pathname.slice(CONTROL.length);
      if (what === 'chaos' && req.method === 'POST') {
        const text = (await readBody(req)).toString('utf8');
        faults.setChaos(text ? JSON.parse(text) : {});
        return res.writeHead(204).end();
      }
      if (what === 'chaos' && req.method === 'DELETE') {
        faults.endChaos(url.searchParams.get('match') ?? '');
        return res.writeHead(204).end();
      }
      return res.writeHead(404).end();
    }
    const body = await readBody(req);
    // Preflights and reads pass untouched: the faults are for registrations on their way in.
    if (req.method !== 'PUT') return forward(req, res, body);
    faults.apply({
      haystack: body.toString('utf8'),
      request: req,
      deliver: () => void forward(req, res, body),
      fail: (status) => fail(req, res, status),
    });
  });
}
