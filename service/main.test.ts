import { spawn } from 'node:child_process';
import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sqliteDatabase } from './test-support/engines';
import { samples } from './test-support/samples';
import { newReference, put, startTestService } from './test-support/service';

const storedCount = (url: string) => {
  const db = new DatabaseSync(url.slice('sqlite:'.length), { readOnly: true });
  try {
    return Number((db.prepare('select count(*) as n from registrations').get() as { n: number }).n);
  } finally {
    db.close();
  }
};

describe('stopping', () => {
  it('answers the requests in flight before it closes, and every 201 is stored', async () => {
    const database = await sqliteDatabase();
    const service = await startTestService(database);
    const body = { kind: 'interest', lang: 'en', data: samples.interest };
    const requests = Array.from({ length: 50 }, () =>
      put(service, newReference(), body).then(
        (response) => response.status,
        () => 'refused' as const,
      ),
    );
    // Stop once the first answer is out: the others are in flight or still connecting.
    await Promise.race(requests);
    const closed = service.close();
    const statuses = await Promise.all(requests);
    await closed;
    const created = statuses.filter((status) => status === 201).length;
    expect(statuses.every((status) => status === 201 || status === 'refused')).toBe(true);
    expect(created).toBeGreaterThan(0);
    expect(storedCount(database.url)).toBe(created);
    await expect(fetch(`${service.url}/v1/health`)).rejects.toThrow();
    await database.drop();
  });

  it('npm run service: starts with the defaults it is given, logs JSON, and exits 0 on SIGTERM', async () => {
    const database = await sqliteDatabase();
    const child = spawn(join('node_modules', '.bin', 'tsx'), ['service/main.ts'], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: database.url },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    for (let waited = 0; !out.includes('"listening"') && waited < 30_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const lines = out
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const listening = lines.find((line) => line.msg === 'listening')!;
    expect(listening).toMatchObject({ level: 'info', engine: 'sqlite' });
    const health = await fetch(`${listening.url as string}/v1/health`);
    expect(health.status).toBe(200);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(out).toContain('"msg":"stopped"');
    // Nothing on stderr: no warning from Node, tsx or a dependency.
    expect(err).toBe('');
    await database.drop();
  });
});
