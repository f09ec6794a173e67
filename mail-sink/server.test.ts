import { mkdtempSync, readFileSync, rmSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { missingMark, missingParams, renderTemplate } from './render.ts';
import { createMailSink, type MailSink, SEND_PATH } from './server.ts';

let dataDir: string;
const running: MailSink[] = [];

async function start() {
  const server = createMailSink({ dataDir });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  running.push(server);
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('The inbox is not listening on a port');
  return `http://127.0.0.1:${address.port}`;
}

async function stop() {
  await Promise.all(running.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
}

const sendBody = (overrides: Record<string, unknown> = {}) => ({
  lib_version: '4.4.1',
  user_id: 'local-public-key',
  service_id: 'local_service',
  template_id: 'visitor_admin',
  template_params: { firstName: 'Aisyah', lastName: '<Rahman>', email: 'a@example.com' },
  ...overrides,
});

const post = (base: string, body: unknown, path = SEND_PATH) =>
  fetch(base + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'mail-sink-test-'));
});

afterEach(async () => {
  await stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('send validation', () => {
  it('stores a valid send and answers 200 OK', async () => {
    const base = await start();
    const response = await post(base, sendBody());
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('OK');
    const [message] = await (await fetch(`${base}/api/messages`)).json();
    expect(message).toMatchObject({
      template_id: 'visitor_admin',
      service_id: 'local_service',
      user_id: 'local-public-key',
      template_params: sendBody().template_params,
      subject: 'New visitor registration: [{{title}} missing] Aisyah <Rahman>',
      to: 'info@mybos.com.my',
      missing: ['title', 'phoneNumber', 'company', 'designation', 'nationality', 'language', 'submissionId'],
    });
    expect(message.html).toContain('&lt;Rahman&gt;');
    expect(message.html).not.toContain('<Rahman>');
  });

  it.each([
    ['user_id', 'The user_id parameter is required (the public key)'],
    ['service_id', 'The service_id parameter is required'],
    ['template_id', 'The template_id parameter is required'],
  ])('rejects a send without %s with 400 and a message', async (field, message) => {
    const base = await start();
    const response = await post(base, sendBody({ [field]: '' }));
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(message);
    expect(await (await fetch(`${base}/api/messages`)).json()).toEqual([]);
  });

  it('renders a template id ending in _ms with its Malay template from emails/ms/', async () => {
    const base = await start();
    const params = { visitor_name: 'Tan Mei Ling', visitor_email: 'mei@example.com', orderTotal: 'RM 60' };
    expect((await post(base, sendBody({ template_id: 'ticket_visitor_ms', template_params: params }))).status).toBe(
      200,
    );
    const [message] = await (await fetch(`${base}/api/messages`)).json();
    expect(message).toMatchObject({
      template_id: 'ticket_visitor_ms',
      subject: 'Tiket dan pelayaran MYBOS 2026 anda',
      to: 'mei@example.com',
    });
    expect(message.html).toContain('<html lang="ms">');
    expect(message.html).toContain('Terima kasih, Tan Mei Ling');
  });

  it('rejects a Malay id whose template does not exist, as the office e-mails have none', async () => {
    const base = await start();
    for (const template_id of ['visitor_admin_ms', 'nope_ms', '_ms', 'ms/ticket_visitor', 'ticket_visitor_MS']) {
      const response = await post(base, sendBody({ template_id }));
      expect(response.status, template_id).toBe(400);
      expect(await response.text()).toBe(`The template ID "${template_id}" was not found in emails/`);
    }
    expect(await (await fetch(`${base}/api/messages`)).json()).toEqual([]);
  });

  it('rejects an unknown template, a path trick, bad JSON and oversized parameters', async () => {
    const base = await start();
    expect((await post(base, sendBody({ template_id: 'nope' }))).status).toBe(400);
    expect((await post(base, sendBody({ template_id: '../package' }))).status).toBe(400);
    expect((await post(base, '{not json')).status).toBe(400);
    const huge = await post(base, sendBody({ template_params: { text: 'x'.repeat(51 * 1024) } }));
    expect(huge.status).toBe(413);
    expect(await (await fetch(`${base}/api/messages`)).json()).toEqual([]);
  });
});

describe('CORS', () => {
  it('answers the preflight a browser sends before the JSON POST', async () => {
    const base = await start();
    const response = await fetch(base + SEND_PATH, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:4173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
  });

  it('sends CORS headers on answers and failures alike, so the SDK sees the status', async () => {
    const base = await start();
    expect((await post(base, sendBody())).headers.get('access-control-allow-origin')).toBe('*');
    expect((await post(base, sendBody({ user_id: '' }))).headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('persistence', () => {
  it('keeps messages across a restart, in order, and clears them on DELETE', async () => {
    let base = await start();
    await post(base, sendBody({ template_params: { n: '1' } }));
    await post(base, sendBody({ template_params: { n: '2' } }));
    await stop();

    base = await start();
    const kept = await (await fetch(`${base}/api/messages`)).json();
    expect(kept.map((message: { template_params: { n: string } }) => message.template_params.n)).toEqual(['1', '2']);

    await fetch(`${base}/api/messages`, { method: 'DELETE' });
    await stop();
    base = await start();
    expect(await (await fetch(`${base}/api/messages`)).json()).toEqual([]);
  });

  it('keeps every complete message when the last line was cut short', async () => {
    let base = await start();
    await post(base, sendBody({ template_params: { n: '1' } }));
    await stop();
    appendFileSync(join(dataDir, 'messages.jsonl'), '{"id":"half');
    base = await start();
    expect(await (await fetch(`${base}/api/messages`)).json()).toHaveLength(1);
    expect(readFileSync(join(dataDir, 'messages.jsonl'), 'utf8')).toContain('"n":"1"');
  });
});

describe('fail-next', () => {
  it('fails the next send with the chosen status, then works again', async () => {
    const base = await start();
    await post(base, { status: 503, text: 'Down for maintenance' }, '/api/fail-next');
    const failed = await post(base, sendBody());
    expect(failed.status).toBe(503);
    expect(await failed.text()).toBe('Down for maintenance');
    expect((await post(base, sendBody())).status).toBe(200);
    expect(await (await fetch(`${base}/api/messages`)).json()).toHaveLength(1);
  });

  it('only fails sends that match, as many times as asked', async () => {
    const base = await start();
    await post(base, { status: 500, count: 2, match: 'target@example.com' }, '/api/fail-next');
    expect((await post(base, sendBody())).status).toBe(200);
    const target = sendBody({ template_params: { email: 'target@example.com' } });
    expect((await post(base, target)).status).toBe(500);
    expect((await post(base, target)).status).toBe(500);
    expect((await post(base, target)).status).toBe(200);
  });

  it('answers status 0 without CORS headers, which a browser reports as a network error', async () => {
    const base = await start();
    await post(base, { status: 0 }, '/api/fail-next');
    const response = await post(base, sendBody());
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.ok).toBe(false);
    expect(await (await fetch(`${base}/api/messages`)).json()).toEqual([]);
  });

  it('rejects a nonsense status', async () => {
    const base = await start();
    expect((await post(base, { status: 200 }, '/api/fail-next')).status).toBe(400);
  });
});

describe('inbox page', () => {
  it('lists e-mails newest first, escaped inside sandboxed frames', async () => {
    const base = await start();
    await post(base, sendBody({ template_params: { firstName: 'First' } }));
    await post(base, sendBody({ template_params: { firstName: 'Second<script>' } }));
    const html = await (await fetch(`${base}/`)).text();
    expect(html).toContain('2 e-mails');
    expect(html.indexOf('Second')).toBeLessThan(html.indexOf('First'));
    expect(html).toContain('sandbox=""');
    expect(html).not.toContain('Second<script>');
  });

  it('lists the parameters a message lacks above its e-mail, and marks them inside it', async () => {
    const base = await start();
    await post(base, sendBody({ template_id: 'conference_visitor', template_params: { visitor_name: 'Nurul' } }));
    const html = await (await fetch(`${base}/`)).text();
    const notice = /<p class="missing">([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
    expect(notice).toContain('<code>visitor_email</code>');
    expect(notice).not.toContain('visitor_name');
    expect(html.indexOf('class="missing"')).toBeLessThan(html.indexOf('<iframe'));
    // The mark is inside the escaped srcdoc, so it shows in the e-mail, not in the page.
    expect(html).toContain('&lt;mark class=&quot;missing-param&quot;');
  });

  it('shows no notice when every parameter is supplied', async () => {
    const base = await start();
    await post(
      base,
      sendBody({
        template_id: 'conference_visitor',
        template_params: { visitor_name: 'N', visitor_email: 'n@example.com', submissionId: 'ref-1', passes: '' },
      }),
    );
    expect(await (await fetch(`${base}/`)).text()).not.toContain('class="missing"');
  });
});

describe('renderTemplate', () => {
  it('escapes {{var}} and leaves {{{var}}} raw', () => {
    expect(renderTemplate('<p>{{ a }}|{{{a}}}|{{b}}</p>', { a: '<b>&', b: '"\'' })).toBe(
      '<p>&lt;b&gt;&amp;|<b>&|&quot;&#39;</p>',
    );
  });

  it('marks an unknown name in the body instead of blanking it', () => {
    expect(missingMark('gone')).toMatch(/^<mark class="missing-param" style="[^"<>]+">\{\{gone\}\} missing<\/mark>$/);
    expect(renderTemplate('<p>{{a}}|{{ gone }}|{{{raw}}}</p>', { a: 'x' })).toBe(
      `<p>x|${missingMark('gone')}|${missingMark('raw')}</p>`,
    );
  });

  it('treats null and undefined as missing, an empty string as supplied', () => {
    expect(renderTemplate('{{a}}{{b}}{{c}}', { a: null, b: undefined, c: '' })).not.toContain('{{c}}');
    expect(missingParams('{{a}}{{b}}{{c}}{{toString}}', { a: null, b: undefined, c: '' })).toEqual([
      'a',
      'b',
      'toString',
    ]);
  });

  it('writes a plain-text marker where markup cannot go: attributes, title, comments, style', () => {
    const template = `<meta name="emailjs-to" content="{{to}}"><title>Hi {{who}}</title><!-- {{note}} --><style>/* {{css}} */</style><a href="mailto:{{to}}">{{to}}</a>`;
    expect(renderTemplate(template, {})).toBe(
      `<meta name="emailjs-to" content="[{{to}} missing]"><title>Hi [{{who}} missing]</title><!-- [{{note}} missing] -->` +
        `<style>/* [{{css}} missing] */</style><a href="mailto:[{{to}} missing]">${missingMark('to')}</a>`,
    );
    expect(renderTemplate(template, { to: 'a"b@example.com', who: '<Ann>', note: 'n', css: 'c' })).toBe(
      '<meta name="emailjs-to" content="a&quot;b@example.com"><title>Hi &lt;Ann&gt;</title><!-- n --><style>/* c */</style><a href="mailto:a&quot;b@example.com">a&quot;b@example.com</a>',
    );
  });

  it('does not substitute inside a supplied value', () => {
    expect(renderTemplate('{{a}} {{{a}}}', { a: '{{b}}', b: 'no' })).toBe('{{b}} {{b}}');
  });

  it('lists each missing name once, in order of first use', () => {
    expect(missingParams('{{b}} {{{a}}} {{ b }} {{c}}', { c: 'here' })).toEqual(['b', 'a']);
  });
});

describe('network faults', () => {
  const heldCount = async (base: string, match = '') =>
    (await (await fetch(`${base}/api/held?match=${match}`)).json()).held;
  const messages = async (base: string) => (await fetch(`${base}/api/messages`)).json();

  it('holds a send in flight until it is released, then delivers it once', async () => {
    const base = await start();
    await post(base, { match: 'held@example.com' }, '/api/hold-next');
    const other = await post(base, sendBody());
    expect(other.status).toBe(200);
    const sending = post(base, sendBody({ template_params: { email: 'held@example.com' } }));
    await expect.poll(() => heldCount(base, 'held@')).toBe(1);
    expect(await messages(base)).toHaveLength(1);
    expect(await (await post(base, { match: 'held@' }, '/api/release')).json()).toEqual({ released: 1 });
    expect((await sending).status).toBe(200);
    expect(await messages(base)).toHaveLength(2);
  });

  it('drops a held send as a network error, or loses it when the sender gives up: nothing is stored', async () => {
    const base = await start();
    await post(base, { count: 2 }, '/api/hold-next');
    const dropped = post(base, sendBody());
    const abort = new AbortController();
    const abandoned = fetch(base + SEND_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(sendBody()),
      signal: abort.signal,
    }).catch((error) => error.name);
    await expect.poll(() => heldCount(base)).toBe(2);
    abort.abort();
    expect(await abandoned).toBe('AbortError');
    await expect.poll(() => heldCount(base)).toBe(1);
    await post(base, { outcome: 'drop' }, '/api/release');
    const answer = await dropped;
    expect(answer.status).toBe(502);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(await messages(base)).toHaveLength(0);
  });

  it('fails every send under full chaos and none once it is over, storing only what it delivers', async () => {
    const base = await start();
    await post(base, { rate: 1, seed: 7, match: 'spared' }, '/api/chaos');
    expect((await post(base, sendBody())).status).toBe(200);
    await fetch(`${base}/api/chaos?match=spared`, { method: 'DELETE' });
    await post(base, { rate: 1, seed: 7 }, '/api/chaos');
    const statuses = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await post(base, sendBody())).status);
    expect(statuses.every((status) => [500, 503, 429, 502].includes(status))).toBe(true);
    await fetch(`${base}/api/chaos?match=`, { method: 'DELETE' });
    expect((await post(base, sendBody())).status).toBe(200);
    expect(await messages(base)).toHaveLength(2);
  });
});

describe('seededRandom', () => {
  it('repeats the same sequence for the same seed, so a chaos run can be replayed', async () => {
    const { seededRandom } = await import('./faults.ts');
    const a = seededRandom(42);
    const b = seededRandom(42);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect(first.every((value) => value >= 0 && value < 1)).toBe(true);
  });
});
