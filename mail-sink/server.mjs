// A local stand-in for the EmailJS REST API (README.md, "The local inbox"): the real SDK in a real browser
// sends to it, it stores every message and shows them as rendered e-mails at GET /.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createFaults } from './faults.mjs';
import { inboxPage } from './inbox-page.mjs';
import { renderEmail, templateExists } from './render.mjs';
import { createStore } from './store.mjs';

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

function reply(res, status, body, type = 'text/plain; charset=utf-8') {
  res.writeHead(status, { ...cors, 'Content-Type': type, 'Cache-Control': 'no-store' });
  res.end(body);
}
const json = (res, status, value) => reply(res, status, JSON.stringify(value), 'application/json; charset=utf-8');

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
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

/** Checks a send request like the real service; returns an error text or null. */
export function validateSend(body, templatesDir) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'The request body must be a JSON object';
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
 * Network faults (faults.mjs): `POST /api/hold-next` `{match, count}` holds the next sends in
 * flight, `GET /api/held?match=` counts them, `POST /api/release` `{match, outcome}` delivers
 * or drops them; `POST /api/chaos` `{rate, maxDelayMs, seed, match}` fails sends at random until
 * `DELETE /api/chaos?match=`.
 */
export function createMailSink({ dataDir, templatesDir = defaultTemplatesDir }) {
  const store = createStore(dataDir);
  const faults = createFaults();
  let failures = [];

  const withRendering = (message) => ({
    ...message,
    ...renderEmail(templatesDir, message.template_id, message.template_params),
  });

  const haystackOf = (body) => `${body.template_id}\n${JSON.stringify(body.template_params ?? {})}`;

  function takeFailure(body) {
    const haystack = haystackOf(body);
    const rule = failures.find((candidate) => !candidate.match || haystack.includes(candidate.match));
    if (!rule) return null;
    rule.remaining -= 1;
    if (rule.remaining <= 0) failures = failures.filter((candidate) => candidate !== rule);
    return rule;
  }

  async function handleSend(req, res) {
    let body;
    try {
      body = JSON.parse(await readBody(req));
    } catch (error) {
      return reply(res, error.status ?? 400, error.status ? error.message : 'The request body is not valid JSON');
    }
    const invalid = validateSend(body, templatesDir);
    if (invalid) return reply(res, 400, invalid);
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
      fail: (status) => fail(res, status, 'Simulated network fault on the way to the inbox'),
    });
  }

  /** Answers a failed send; status 0 is a network error as the browser sees one. */
  function fail(res, status, text) {
    if (status === 0) {
      // No CORS headers: the browser hides the answer and fetch rejects with a TypeError, as
      // when the network is down. (Dropping the socket instead makes Chrome retry the POST.)
      res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' });
      return res.end(text);
    }
    return reply(res, status, text);
  }

  async function readOptions(req) {
    const text = await readBody(req);
    return text ? JSON.parse(text) : {};
  }

  async function handleFailNext(req, res) {
    let options = {};
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
          held: faults.held(new URL(req.url, 'http://localhost').searchParams.get('match') ?? ''),
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
        faults.endChaos(new URL(req.url, 'http://localhost').searchParams.get('match') ?? '');
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
  server.store = store;
  return server;
}
