import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordRequest, storeRecord } from './registrations-service';

// A stand-in service on a real socket, answering each reference with the status and body the
// test names, and keeping what it was sent.
const pass = { id: '7d3e', kind: 'visitor', url: 'https://mybos.test/ms/pass#h.p.s' };
let server: Server;
let origin: string;
const received: Array<{ method?: string; url?: string; type?: string; body: string }> = [];
const answers: Record<string, { status: number; body?: unknown }> = {
  stored: { status: 201, body: { reference: 'stored', passes: [pass] } },
  replayed: { status: 200, body: { reference: 'replayed', passes: [pass] } },
  noPasses: { status: 201, body: { reference: 'noPasses' } },
  full: { status: 409, body: { error: 'trip_full', trips: [{ id: 'manta-blu/2026-02-05/4PM-7PM', left: 2 }] } },
  conflict: { status: 409, body: { error: 'conflict' } },
  invalid: { status: 400, body: { error: 'invalid', field: 'data.email' } },
  busy: { status: 429, body: { error: 'rate_limited' } },
  shut: { status: 403, body: { error: 'closed', field: 'kind', closes: '2026-02-04T16:00:00Z' } },
  down: { status: 503 },
};

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ method: request.method, url: request.url, type: request.headers['content-type'], body });
      const answer = answers[request.url?.split('/').at(-1) ?? ''] ?? { status: 404 };
      response.writeHead(answer.status, { 'Content-Type': 'application/json' });
      response.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const store = (reference: string) =>
  storeRecord(recordRequest(reference, { kind: 'visitor', lang: 'ms', data: { firstName: 'Siti' } }, origin)!);

describe('recordRequest', () => {
  it('is nothing without a service, else a PUT of the kind, the language and the fields by reference', () => {
    expect(recordRequest('a', { kind: 'visitor', lang: 'en', data: {} }, undefined)).toBeUndefined();
    expect(
      recordRequest('4f1c', { kind: 'interest', lang: 'ms', data: { email: 'a@b.my' } }, 'https://r.test'),
    ).toEqual({
      url: 'https://r.test/v1/registrations/4f1c',
      body: '{"kind":"interest","lang":"ms","data":{"email":"a@b.my"}}',
    });
  });
});

describe('storeRecord', () => {
  it('sends the registration as JSON and counts a store or a replay as done, with its passes', async () => {
    await expect(store('noPasses')).resolves.toEqual({ ok: true, passes: [] });
    await expect(store('stored')).resolves.toEqual({ ok: true, passes: [pass] });
    await expect(store('replayed')).resolves.toEqual({ ok: true, passes: [pass] });
    expect(received.at(-1)).toEqual({
      method: 'PUT',
      url: '/v1/registrations/replayed',
      type: 'application/json',
      body: '{"kind":"visitor","lang":"ms","data":{"firstName":"Siti"}}',
    });
  });

  it('gives a full trip’s seats left, for good', async () => {
    await expect(store('full')).resolves.toMatchObject({
      ok: false,
      retryable: false,
      tripsFull: [{ id: 'manta-blu/2026-02-05/4PM-7PM', left: 2 }],
    });
  });

  it('tells a window the service keeps shut from any other refusal', async () => {
    await expect(store('shut')).resolves.toMatchObject({ ok: false, retryable: false, closed: true });
    await expect(store('conflict')).resolves.not.toHaveProperty('closed');
  });

  it('keeps for later what passes (429, 5xx, no network) and refuses the rest for good', async () => {
    await expect(store('busy')).resolves.toMatchObject({ ok: false, retryable: true });
    await expect(store('down')).resolves.toMatchObject({ ok: false, retryable: true });
    await expect(store('conflict')).resolves.toMatchObject({ ok: false, retryable: false });
    await expect(store('invalid')).resolves.toMatchObject({
      ok: false,
      retryable: false,
      reason: expect.stringContaining('data.email'),
    });
    const nowhere = recordRequest('x', { kind: 'visitor', lang: 'en', data: {} }, 'http://127.0.0.1:9')!;
    await expect(storeRecord(nowhere)).resolves.toMatchObject({ ok: false, retryable: true });
  });
});
