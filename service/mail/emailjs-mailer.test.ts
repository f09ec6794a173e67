import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailSink } from '../../mail-sink/server.ts';
import { emailJsMailer, EmailNotSent } from './emailjs-mailer';

type Sink = Server & {
  store: { all(): { template_id: string; template_params: Record<string, string> }[] };
};

describe('emailJsMailer against the local inbox (the EmailJS REST API)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mybos-mailer-'));
  const sink = createMailSink({ dataDir: dir }) as Sink;
  let origin = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(sink.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    sink.closeAllConnections();
    await new Promise((resolve) => sink.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends a template with its parameters, which the inbox stores', async () => {
    const mailer = emailJsMailer({
      origin,
      serviceId: 'local_service',
      publicKey: 'local-public-key',
      privateKey: 'k',
    });
    await mailer.send({ templateId: 'interest_confirmation', params: { full_name: 'Aminah', email: 'a@example.com' } });
    const stored = sink.store.all().at(-1);
    expect(stored?.template_id).toBe('interest_confirmation');
    expect(stored?.template_params.full_name).toBe('Aminah');
  });

  it('throws EmailNotSent with the status when EmailJS refuses', async () => {
    const mailer = emailJsMailer({ origin, serviceId: 'local_service', publicKey: 'local-public-key' });
    const sending = mailer.send({ templateId: 'no_such_template', params: {} });
    await expect(sending).rejects.toBeInstanceOf(EmailNotSent);
    await expect(sending).rejects.toMatchObject({ status: 400 });
  });

  it('throws EmailNotSent with status 0 when nothing answers', async () => {
    const mailer = emailJsMailer({ origin: 'http://127.0.0.1:9', serviceId: 's', publicKey: 'p' }, 2_000);
    await expect(mailer.send({ templateId: 't', params: {} })).rejects.toMatchObject({ status: 0 });
  });
});
