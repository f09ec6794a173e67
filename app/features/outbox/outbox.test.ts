import { describe, expect, it } from 'vitest';
import type { EmailRequest, TemplateParams } from '~/features/registration/email';
import type { IssuedPass } from '~/features/passes/issued-pass';
import type { PassEmailWords } from '~/features/passes/pass-email';
import {
  firstAnswerWithinMs,
  flushOutbox,
  isWaitingForVisitor,
  outcomeOf,
  upgradeLegacy,
  type FlushReport,
  type OutboxStore,
  type QueuedEmail,
  type QueuedRegistration,
  type Send,
  type StoreRecord,
} from './outbox';
import type { RecordOutcome } from '~/features/registration/registrations-service';
import type { SendOutcome } from '~/features/registration/send-failure';

function memoryStore(entries: QueuedRegistration[]): OutboxStore & { entries: Map<string, QueuedRegistration> } {
  const map = new Map(entries.map((entry) => [entry.id, structuredClone(entry)]));
  return {
    entries: map,
    list: async () => [...map.values()].map((entry) => structuredClone(entry)),
    save: async (entry) => void map.set(entry.id, structuredClone(entry)),
    remove: async (id) => void map.delete(id),
  };
}

const request = (templateId: string, submissionId: string): EmailRequest => ({
  origin: 'https://api.emailjs.com',
  publicKey: 'key',
  serviceId: 'service',
  templateId,
  params: { submissionId },
});

const registration = (id: string, queuedAt: string, emails = 2): QueuedRegistration => ({
  id,
  lang: 'en',
  queuedAt,
  emails: [
    { template: 'exhibitorAdmin', request: request('exhibitor_admin', id), sent: false },
    ...(emails > 1
      ? [{ template: 'exhibitorConfirmation' as const, request: request('exhibitor_confirmation', id), sent: false }]
      : []),
  ],
});

/** A sender answering with `outcomes` in turn (then OK), recording what it was asked to send. */
function sender(...outcomes: SendOutcome[]) {
  const log: string[] = [];
  const send: Send = async ({ templateId, params }) => {
    log.push(`${params.submissionId} ${templateId}`);
    return outcomes.shift() ?? { ok: true };
  };
  return { send, log };
}

const offline: SendOutcome = { ok: false, reason: 'Network error', retryable: true };
const refused: SendOutcome = { ok: false, reason: 'EmailJS answered 400', retryable: false };
const report = (parts: Partial<FlushReport>) => ({
  sent: [],
  delivered: [],
  failed: [],
  waiting: [],
  passes: {},
  ...parts,
});

describe('flushOutbox', () => {
  it('sends the oldest registration first, office e-mail before the registrant’s, then empties', async () => {
    const store = memoryStore([
      registration('b', '2026-01-02T00:00:00Z'),
      registration('a', '2026-01-01T00:00:00Z', 1),
    ]);
    const { send, log } = sender();
    await expect(flushOutbox(store, send)).resolves.toEqual(report({ sent: ['a', 'b'], delivered: ['a', 'b'] }));
    expect(log).toEqual(['a exhibitor_admin', 'b exhibitor_admin', 'b exhibitor_confirmation']);
    expect(store.entries.size).toBe(0);
  });

  it('stops at a failure that passes and, next time, sends only what is left: each e-mail once', async () => {
    const store = memoryStore([registration('a', '2026-01-01T00:00:00Z'), registration('b', '2026-01-02T00:00:00Z')]);
    const first = sender({ ok: true }, offline);
    await expect(flushOutbox(store, first.send)).resolves.toEqual(report({ delivered: ['a'], waiting: ['a', 'b'] }));
    expect(first.log).toEqual(['a exhibitor_admin', 'a exhibitor_confirmation']);
    expect(store.entries.get('a')?.emails.map((email) => email.sent)).toEqual([true, false]);

    const second = sender();
    await expect(flushOutbox(store, second.send)).resolves.toEqual(report({ sent: ['a', 'b'], delivered: ['a', 'b'] }));
    expect(second.log).toEqual(['a exhibitor_confirmation', 'b exhibitor_admin', 'b exhibitor_confirmation']);
    const third = sender();
    await flushOutbox(store, third.send);
    expect(third.log).toEqual([]);
  });

  it('marks a registration whose office e-mail is refused for good, never sends its follow-up, and goes on', async () => {
    const store = memoryStore([registration('a', '2026-01-01T00:00:00Z'), registration('b', '2026-01-02T00:00:00Z')]);
    const { send, log } = sender(refused);
    await expect(flushOutbox(store, send)).resolves.toEqual(report({ sent: ['b'], delivered: ['b'], failed: ['a'] }));
    expect(log).toEqual(['a exhibitor_admin', 'b exhibitor_admin', 'b exhibitor_confirmation']);
    expect(store.entries.get('a')?.failed).toBe('EmailJS answered 400');
    // A marked registration is not tried again.
    const again = sender();
    await flushOutbox(store, again.send);
    expect(again.log).toEqual([]);
  });

  it('counts a registration as sent when only its follow-up is refused for good', async () => {
    const store = memoryStore([registration('a', '2026-01-01T00:00:00Z')]);
    const { send } = sender({ ok: true }, refused);
    await expect(flushOutbox(store, send)).resolves.toEqual(report({ sent: ['a'], delivered: ['a'] }));
    expect(store.entries.size).toBe(0);
  });

  it('ends the first try of a registration only when a send of it fails, so the header counts it then', async () => {
    const store = memoryStore([
      { ...registration('a', '2026-01-01T00:00:00Z'), firstTry: true },
      { ...registration('b', '2026-01-02T00:00:00Z'), firstTry: true },
    ]);
    const saved: Array<boolean | undefined> = [];
    const save = store.save;
    store.save = async (entry) => {
      if (entry.id === 'a') saved.push(entry.firstTry);
      await save(entry);
    };
    // The office e-mail goes, the registrant's fails: a is left waiting, and b is not reached.
    await flushOutbox(store, sender({ ok: true }, offline).send);
    expect(saved).toEqual([true, false]);
    expect(store.entries.get('a')?.firstTry).toBe(false);
    expect(store.entries.get('b')?.firstTry).toBe(false);
  });

  it('leaves a registration from an older build (no requests) waiting, untouched, and sends the others', async () => {
    const legacy: QueuedRegistration = {
      id: 'old',
      lang: 'ms',
      queuedAt: '2025-12-01T00:00:00Z',
      emails: [{ template: 'visitorAdmin', params: { submissionId: 'old' }, sent: false }],
    };
    const store = memoryStore([legacy, registration('a', '2026-01-01T00:00:00Z', 1)]);
    const { send, log } = sender();
    await expect(flushOutbox(store, send)).resolves.toEqual(
      report({ sent: ['a'], delivered: ['a'], waiting: ['old'] }),
    );
    expect(log).toEqual(['a exhibitor_admin']);

    await upgradeLegacy(store, (template, params, lang) => ({ ...request(`${template}-${lang}`, 'old'), params }));
    const next = sender();
    await flushOutbox(store, next.send);
    expect(next.log).toEqual(['old visitorAdmin-ms']);
  });
});

describe('flushOutbox with the registrations service', () => {
  const withRecord = (id: string, queuedAt: string): QueuedRegistration => ({
    ...registration(id, queuedAt),
    record: { request: { url: `https://service.test/v1/registrations/${id}`, body: '{}' }, stored: false },
  });

  /** A service answering with `outcomes` in turn (then stored), logging into `log`. */
  function service(log: string[], ...outcomes: RecordOutcome[]): StoreRecord {
    return async ({ url }) => {
      log.push(`${url.split('/').at(-1)} stored`);
      return outcomes.shift() ?? { ok: true, passes: [] };
    };
  }

  it('stores each registration before its e-mails go, once', async () => {
    const store = memoryStore([withRecord('a', '2026-01-01T00:00:00Z')]);
    const { send, log } = sender();
    await expect(flushOutbox(store, send, service(log))).resolves.toEqual(report({ sent: ['a'], delivered: ['a'] }));
    expect(log).toEqual(['a stored', 'a exhibitor_admin', 'a exhibitor_confirmation']);
    expect(store.entries.size).toBe(0);
  });

  it('sends no e-mail while the service cannot store it, and tries it again first on the next flush', async () => {
    const store = memoryStore([withRecord('a', '2026-01-01T00:00:00Z'), withRecord('b', '2026-01-02T00:00:00Z')]);
    const first = sender();
    await expect(flushOutbox(store, first.send, service(first.log, offline))).resolves.toEqual(
      report({ waiting: ['a', 'b'] }),
    );
    expect(first.log).toEqual(['a stored']);
    expect(store.entries.get('a')?.record?.stored).toBe(false);

    const second = sender(offline);
    await expect(flushOutbox(store, second.send, service(second.log))).resolves.toEqual(
      report({ waiting: ['a', 'b'] }),
    );
    // Stored now: a later flush sends its e-mails without storing it again.
    expect(store.entries.get('a')?.record?.stored).toBe(true);
    const third = sender();
    await flushOutbox(store, third.send, service(third.log));
    expect(third.log).toEqual([
      'a exhibitor_admin',
      'a exhibitor_confirmation',
      'b stored',
      'b exhibitor_admin',
      'b exhibitor_confirmation',
    ]);
  });

  it('gives the registrant’s e-mail the links of the passes the service issued, and reports them', async () => {
    const passes: IssuedPass[] = [
      { id: 'p1', kind: 'entrance', url: 'https://mybos.test/ms/pass#e.1.s' },
      { id: 'p2', kind: 'boarding', url: 'https://mybos.test/ms/pass#b.2.s' },
    ];
    const passWords: PassEmailWords = {
      intro: 'Pas anda:',
      titles: { visitor: 'V', exhibitor: 'X', delegate: 'D', entrance: 'Tiket masuk', boarding: 'Pas menaiki bot' },
    };
    const entry = withRecord('a', '2026-01-01T00:00:00Z');
    entry.record!.passWords = passWords;
    entry.emails[1] = { ...(entry.emails[1] as QueuedEmail), withPasses: true };
    const store = memoryStore([entry]);
    const sent: TemplateParams[] = [];
    const send: Send = async ({ params }) => (sent.push(params), { ok: true });
    // The office's e-mail goes, the registrant's waits: the passes are reported all the same.
    const keep = flushOutbox(
      store,
      async (request, name) => (name === 'exhibitorAdmin' ? send(request, name) : offline),
      service([], { ok: true, passes }),
    );
    await expect(keep).resolves.toEqual(report({ delivered: ['a'], waiting: ['a'], passes: { a: passes } }));
    await expect(flushOutbox(store, send, service([]))).resolves.toEqual(
      report({ sent: ['a'], delivered: ['a'], passes: { a: passes } }),
    );
    expect(sent[0]).not.toHaveProperty('passes');
    expect(sent[1]!.passes).toBe(
      'Pas anda:\nTiket masuk: https://mybos.test/ms/pass#e.1.s\nPas menaiki bot: https://mybos.test/ms/pass#b.2.s',
    );
  });

  it('keeps a registration refused for a shut window as failed and closed, and e-mails nothing', async () => {
    const store = memoryStore([withRecord('a', '2026-01-01T00:00:00Z')]);
    const { send, log } = sender();
    const shut: RecordOutcome = {
      ok: false,
      reason: 'The registrations service answered 403: closed',
      retryable: false,
      closed: true,
    };
    await expect(flushOutbox(store, send, service(log, shut))).resolves.toEqual(report({ failed: ['a'] }));
    expect(log).toEqual(['a stored']);
    expect(store.entries.get('a')).toMatchObject({ failed: shut.reason, closed: true });
  });

  it('keeps an order refused for full trips as failed, with the seats left, and e-mails nothing', async () => {
    const store = memoryStore([withRecord('a', '2026-01-01T00:00:00Z')]);
    const { send, log } = sender();
    const full: RecordOutcome = {
      ok: false,
      reason: 'The registrations service answered 409: trip_full',
      retryable: false,
      tripsFull: [{ id: 'manta-blu/2026-02-05/4PM-7PM', left: 2 }],
    };
    await expect(flushOutbox(store, send, service(log, full))).resolves.toEqual(report({ failed: ['a'] }));
    expect(log).toEqual(['a stored']);
    expect(store.entries.get('a')).toMatchObject({ failed: full.reason, tripsFull: full.tripsFull });
  });
});

describe('outcomeOf', () => {
  it('tells a form what became of its registration, or nothing when the flush did not reach it', () => {
    const flushed = report({ sent: ['a'], delivered: ['a', 'b'], failed: ['c'], waiting: ['b', 'd'] });
    expect(['a', 'b', 'c', 'd', 'e'].map((id) => outcomeOf(flushed, id))).toEqual([
      'delivered',
      'delivered',
      'failed',
      'waiting',
      undefined,
    ]);
  });
});

describe('isWaitingForVisitor', () => {
  const queuedAt = '2026-01-01T00:00:00Z';
  const at = (ms: number) => Date.parse(queuedAt) + ms;
  it('leaves a registration on its first try to its form, until that form has plainly gone', () => {
    const trying = { ...registration('a', queuedAt), firstTry: true };
    expect(isWaitingForVisitor(trying, at(1000))).toBe(false);
    expect(isWaitingForVisitor(trying, at(firstAnswerWithinMs + 1))).toBe(true);
    expect(isWaitingForVisitor({ ...trying, firstTry: false }, at(1000))).toBe(true);
    expect(isWaitingForVisitor({ ...trying, failed: 'EmailJS answered 400' }, at(firstAnswerWithinMs + 1))).toBe(false);
  });
});
