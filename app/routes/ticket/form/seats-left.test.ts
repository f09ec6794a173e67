import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSeatsLeft } from './seats-left';

// A stand-in service on a real socket: each path answers as its name says.
let server: Server;
let origin: string;
const answers: Record<string, { status: number; body: string; delayMs?: number }> = {
  '/ok/v1/trips': {
    status: 200,
    body: JSON.stringify([
      { id: 'manta-oro-2026-02-04-11am-2pm', cruise: 'Manta Oro', left: 12 },
      { id: 'manta-blu-2026-02-04-4pm-7pm', cruise: 'Manta Blu', left: 0 },
      { id: 'broken', left: 'many' },
    ]),
  },
  '/down/v1/trips': { status: 503, body: '' },
  '/garbled/v1/trips': { status: 200, body: '<html>' },
  '/slow/v1/trips': { status: 200, body: '[]', delayMs: 500 },
};

beforeAll(async () => {
  server = createServer((request, response) => {
    const answer = answers[request.url ?? ''] ?? { status: 404, body: '' };
    setTimeout(() => {
      response.writeHead(answer.status, { 'Content-Type': 'application/json' });
      response.end(answer.body);
    }, answer.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('readSeatsLeft', () => {
  it('maps each well-formed trip to its seats left, full trips included', async () => {
    const seats = await readSeatsLeft(`${origin}/ok`);
    expect([...(seats ?? [])]).toEqual([
      ['manta-oro-2026-02-04-11am-2pm', 12],
      ['manta-blu-2026-02-04-4pm-7pm', 0],
    ]);
  });

  it('knows nothing, and never throws, without a service or when it fails, garbles or is slow', async () => {
    expect(await readSeatsLeft(undefined)).toBeUndefined();
    expect(await readSeatsLeft(`${origin}/down`)).toBeUndefined();
    expect(await readSeatsLeft(`${origin}/garbled`)).toBeUndefined();
    expect(await readSeatsLeft(`${origin}/slow`, 100)).toBeUndefined();
    expect(await readSeatsLeft('http://127.0.0.1:1')).toBeUndefined();
  });
});
