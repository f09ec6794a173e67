import { describe, expect, it } from 'vitest';
import { flushOutbox, type OutboxStore, type QueuedRegistration, type Send } from './outbox';
import type { SendOutcome } from './send-failure';

function memoryStore(entries: QueuedRegistration[]): OutboxStore & { entries: Map<string, QueuedRegistration> } {
  const map = new Map(entries.map((entry) => [entry.id, structuredClone(entry)]));
  return {
    entries: map,
    list: async () => [...map.values()].map((entry) => structuredClone(entry)),
    save: async (entry) => void map.set(entry.id, structuredClone(entry)),
    remove: async (id) => void map.delete(id),
  };
}

const registration = (id: string, queuedAt: string, emails = 2): QueuedRegistration => ({
  id,
  lang: 'en',
  queuedAt,
  emails: [
    { template: 'exhibitorAdmin', params: { submissionId: id }, sent: false },
    ...(emails > 1 ? [{ template: 'exhibitorConfirmation' as const, params: { submissionId: id }, sent: false }] : []),
  ],
});

/** A sender answering with `outcomes` in turn (then OK), recording what it was asked to send. */
function sender(...outcomes: SendOutcome[]) {
  const log: string[] = [];
  const send: Send = async (template, params) => {
    log.push(`${params.submissionId} ${template}`);
    return outcomes.shift() ?? { ok: true };
  };
  return { send, log };
}

const offline: SendOutcome = { ok: false, reason: 'Network error', retryable: true };
const refused: SendOutcome = { ok: false, reason: 'EmailJS answered 400', retryable: false };

describe('flushOutbox', () => {
  it('sends the oldest registration first, office e-mail before the registrant’s, then empties', async () => {
    const store = memoryStore([
      registration('b', '2026-01-02T00:00:00Z'),
      registration('a', '2026-01-01T00:00:00Z', 1),
    ]);
    const { send, log } = sender();
    await expect(flushOutbox(store, send)).resolves.toEqual({ sent: ['a', 'b'], failed: [], waiting: 0 });
    expect(log).toEqual(['a exhibitorAdmin', 'b exhibitorAdmin', 'b exhibitorConfirmation']);
    expect(store.entries.size).toBe(0);
  });

  it('stops at a failure that passes and, next time, sends only what is left: each e-mail once', async () => {
    const store = memoryStore([registration('a', '2026-01-01T00:00:00Z'), registration('b', '2026-01-02T00:00:00Z')]);
    const first = sender({ ok: true }, offline);
    await expect(flushOutbox(store, first.send)).resolves.toEqual({ sent: [], failed: [], waiting: 2 });
    expect(first.log).toEqual(['a exhibitorAdmin', 'a exhibitorConfirmation']);
    expect(store.entries.get('a')?.emails.map((email) => email.sent)).toEqual([true, false]);

    const second = sender();
    await expect(flushOutbox(store, second.send)).resolves.toEqual({ sent: ['a', 'b'], failed: [], waiting: 0 });
    expect(second.log).toEqual(['a exhibitorConfirmation', 'b exhibitorAdmin', 'b exhibitorConfirmation']);
    const third = sender();
    await flushOutbox(store, third.send);
    expect(third.log).toEqual([]);
  });

  it('marks a registration whose office e-mail is refused for good, never sends its follow-up, and goes on', async () => {
    const store = memoryStore([registration('a', '2026-01-01T00:00:00Z'), registration('b', '2026-01-02T00:00:00Z')]);
    const { send, log } = sender(refused);
    await expect(flushOutbox(store, send)).resolves.toEqual({ sent: ['b'], failed: ['a'], waiting: 0 });
    expect(log).toEqual(['a exhibitorAdmin', 'b exhibitorAdmin', 'b exhibitorConfirmation']);
    expect(store.entries.get('a')?.failed).toBe('EmailJS answered 400');
    // A marked registration is not tried again.
    const again = sender();
    await flushOutbox(store, again.send);
    expect(again.log).toEqual([]);
  });

  it('counts a registration as sent when only its follow-up is refused for good', async () => {
    const store = memoryStore([registration('a', '2026-01-01T00:00:00Z')]);
    const { send } = sender({ ok: true }, refused);
    await expect(flushOutbox(store, send)).resolves.toEqual({ sent: ['a'], failed: [], waiting: 0 });
    expect(store.entries.size).toBe(0);
  });
});
