// A local stand-in for the EmailJS REST API (README.md, "The local inbox"): the real SDK in a real browser
// sends to it, it stores every message and shows them as rendered e-mails at GET /.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createFaults, type FaultOptions } from './faults.ts';
import { inboxPage, type RenderedMessage } from './inbox-page.ts';
import { renderEmail, templateExists } from './render.ts';
import { createStore, type StoredMessage } from './store.ts';

export const defaultTemplatesDir = fileURLToPath(new URL('../emails/', import.meta.url));
export const SEND_PATH = '/api/v1.0/email/send';
/** EmailJS rejects template parameters over 50 KB. */
export const PARAMS_LIMIT_BYTES = 50 * 1024;
const BODY_LIMIT_BYTES = 1024 * 1024;

const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '600',
};

function reply(res: ServerResponse, status: number, body: string, type = 'text/plain; charset=utf-8') {
  res.writeHead(status, { ...cors, 'Content-Type': type, 'Cache-Control': 'no-store' });
  res.end(body);
}
const json = (res: ServerResponse, status: number, value: unknown) =>
  reply(res, status, JSON.stringify(value), 'application/json; charset=utf-8');

function readBody(req: IncomingMessage) {
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_LIMIT_BYTES) {
        reject(Object.assign(new Error('Request body too large'), { status: 413 }));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** The status a failed body read carries (413: too large); a JSON syntax error has none. */
const statusOf = (error: unknown) =>
  error instanceof Error && 'status' in error && typeof error.status === 'number' ? error.status : undefined;

/** A send request as validateSend accepts it: an object whose template id names a template. */
type Send = {
  lib_version?: unknown;
  user_id: unknown;
  service_id: unknown;
  template_id: string;
  template_params?: Record<string, unknown> | null;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks a send request like the real service; returns an error text or null. */
export function validateSend(body: unknown, templatesDir: string) {
  if (!isRecord(body)) return 'The request body must be a JSON object';
  if (!body.user_id) return 'The user_id parameter is required (the public key)';
  if (!body.service_id) return 'The service_id parameter is required';
  if (!body.template_id) return 'The template_id parameter is required';
  if (!templateExists(templatesDir, body.template_id))
    return `The template ID "${body.template_id}" was not found in emails/`;
  const params = body.template_params ?? {};
  if (typeof params !== 'object' || Array.isArray(params)) return 'The template params have to be an object';
  return null;
}

/**
 * `{ dataDir, templatesDir }` → an http.Server (not yet listening).
 * Test hooks: `POST /api/fail-next` `{count, status, text, match}` makes the next `count`
 * sends whose template id or parameters contain `match` (any send without it) answer
 * `status` with `text`; status 0 answers without CORS headers, which the browser reports
 * as a network error (`TypeError`). `GET /api/messages` lists what was stored, `DELETE /api/messages` clears it.
 * Network faults (faults.ts): `POST /api/hold-next` `{match, count}` holds the next sends in
 * flight, `GET /api/held?match=` counts them, `POST /api/release` `{match, outcome}` delivers
 * or drops them; `POST /api/chaos` `{rate, maxDelayMs, seed, match}` fails sends at random until
 * `DELETE /api/chaos?match=`.
 */
export function createMailSink({
  dataDir,
  templatesDir = defaultTemplatesDir,
}: {
  dataDir: string;
  templatesDir?: string;
}) {
  const store = createStore(dataDir);
  const faults = createFaults();
  let failures: { remaining: number; status: number; text: string; match: string }[] = [];

  const withRendering = (message: StoredMessage): RenderedMessage => ({
    ...message,
    ...renderEmail(templatesDir, message.template_id, message.template_params),
  });

  const haystackOf = (body: Send) => `${body.template_id}\n${JSON.stringify(body.template_params ?? {})}`;

  function takeFailure(body: Send) {
    const haystack = haystackOf(body);
    const rule = failures.find((candidate) => !candidate.match || haystack.includes(candidate.match));
    if (!rule) return null;
    rule.remaining -= 1;
    if (rule.remaining <= 0) failures = failures.filter((candidate) => candidate !== rule);
    return rule;
  }

  async function handleSend(req: IncomingMessage, res: ServerResponse) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(await readBody(req));
    } catch (error) {
      const status = statusOf(error);
      return reply(
        res,
        status ?? 400,
        status && error instanceof Error ? error.message : 'The request body is not valid JSON',
      );
    }
    const invalid = validateSend(parsed, templatesDir);
    if (invalid) return reply(res, 400, invalid);
    // What the browser posted, which validateSend has just checked.
    const body = parsed as Send;
    const params = body.template_params ?? {};
    if (Buffer.byteLength(JSON.stringify(params)) > PARAMS_LIMIT_BYTES) {
      return reply(res, 413, 'Variables size limit. The maximum allowed variables size is 50Kb');
    }
    const failure = takeFailure(body);
    if (failure) return fail(res, failure.status, failure.text);
    const deliver = () => {
      store.add({
        id: randomUUID(),
        receivedAt: new Date().toISOString(),
        lib_version: body.lib_version ?? '',
        user_id: body.user_id,
        service_id: body.service_id,
        template_id: body.template_id,
        template_params: params,
      });
      reply(res, 200, 'OK');
    };
    faults.apply({
      haystack: haystackOf(body),
      request: req,
      deliver,
      fail: (status: number) => fail(res, status, 'Simulated network fault on the way to the inbox'),
    });
  }

  /** Answers a failed send; status 0 is a network error as the browser sees one. */
  function fail(res: ServerResponse, status: number, text: string) {
    if (status === 0) {
      // No CORS headers: the browser hides the answer and fetch rejects with a TypeError, as
      // when the network is down. (Dropping the socket instead makes Chrome retry the POST.)
      res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' });
      return res.end(text);
    }
    return reply(res, status, text);
  }

  async function readOptions(req: IncomingMessage): Promise<FaultOptions> {
    const text = await readBody(req);
    return text ? JSON.parse(text) : {};
  }

  async function handleFailNext(req: IncomingMessage, res: ServerResponse) {
    let options: { status?: unknown; count?: unknown; text?: unknown; match?: unknown } = {};
    try {
      const text = await readBody(req);
      options = text ? JSON.parse(text) : {};
    } catch {
      return reply(res, 400, 'The request body is not valid JSON');
    }
    const status = Number(options.status ?? 500);
    const count = Number(options.count ?? 1);
    if (!Number.isInteger(status) || (status !== 0 && (status < 400 || status > 599))) {
      return reply(res, 400, 'status must be 0 (a network error in the browser) or 400-599');
    }
    if (!Number.isInteger(count) || count < 1) return reply(res, 400, 'count must be a positive integer');
    const rule = {
      remaining: count,
      status,
      text: String(options.text ?? 'Simulated failure from the local inbox'),
      match: options.match ? String(options.match) : '',
    };
    failures.push(rule);
    return json(res, 200, { queued: { ...rule } });
  }

  const server = createServer(async (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, cors);
        return res.end();
      }
      if (pathname === SEND_PATH && req.method === 'POST') return await handleSend(req, res);
      if (pathname === '/api/fail-next' && req.method === 'POST') return await handleFailNext(req, res);
      if (pathname === '/api/hold-next' && req.method === 'POST') {
        faults.hold(await readOptions(req));
        return json(res, 200, { holding: true });
      }
      if (pathname === '/api/held' && req.method === 'GET') {
        return json(res, 200, {
          held: faults.held(new URL(req.url ?? '/', 'http://localhost').searchParams.get('match') ?? ''),
        });
      }
      if (pathname === '/api/release' && req.method === 'POST') {
        return json(res, 200, { released: faults.release(await readOptions(req)) });
      }
      if (pathname === '/api/chaos' && req.method === 'POST') {
        faults.setChaos(await readOptions(req));
        return json(res, 200, { chaos: true });
      }
      if (pathname === '/api/chaos' && req.method === 'DELETE') {
        faults.endChaos(new URL(req.url ?? '/', 'http://localhost').searchParams.get('match') ?? '');
        return json(res, 200, { chaos: false });
      }
      if (pathname === '/api/messages' && req.method === 'GET') return json(res, 200, store.all().map(withRendering));
      if (pathname === '/api/messages' && req.method === 'DELETE') {
        store.clear();
        failures = [];
        faults.reset();
        return json(res, 200, { cleared: true });
      }
      if (pathname === '/' && req.method === 'GET') {
        return reply(res, 200, inboxPage(store.all().map(withRendering).reverse()), 'text/html; charset=utf-8');
      }
      return reply(res, 404, 'Not found');
    } catch (error) {
      console.error(error);
      if (!res.headersSent) reply(res, 500, 'Mail sink error');
    }
  });
  return Object.assign(server, { store });
}

export type MailSink = ReturnType<typeof createMailSink>;
