import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmailTemplate } from './env';
import type { Lang } from '~/lib/lang';
import type { QueuedRegistration } from '~/features/outbox/outbox';
import { setOutboxHint } from '~/features/outbox/outbox-hint';
import type { Delivery } from '~/features/outbox/outbox-store';
import { sendRegistration } from './send-registration';

const deliver = vi.hoisted(() => vi.fn<(entry: QueuedRegistration) => Promise<Delivery>>());
vi.mock('~/features/outbox/outbox-store', () => ({ deliverRegistration: deliver }));
vi.mock('./email-request', () => ({
  emailRequest: (template: EmailTemplate, params: Record<string, string>, lang: Lang) => ({
    origin: 'https://api.emailjs.com',
    publicKey: 'key',
    serviceId: 'service',
    templateId: `${template}/${lang}`,
    params,
  }),
}));
vi.mock('~/features/outbox/outbox-hint', () => ({ setOutboxHint: vi.fn() }));
// The build's registrations service, none unless a test names one.
const service = vi.hoisted(() => ({ origin: undefined as string | undefined }));
vi.mock('./service-origin', () => ({
  get serviceOrigin() {
    return service.origin;
  },
}));
const hint = vi.mocked(setOutboxHint);

const admin = { template: 'exhibitorAdmin', params: { companyName: 'Acme' } } as const;
const lang = 'ms' as const;
const visitor = { template: 'exhibitorConfirmation', params: { exhibitor_email: 'a@b.co' } } as const;

describe('sendRegistration', () => {
  beforeEach(() => {
    deliver.mockReset();
    hint.mockClear();
    service.origin = undefined;
  });

  it("writes the whole registration ahead, office's e-mail first, both with one submissionId", async () => {
    deliver.mockResolvedValue({ state: 'delivered' });
    await expect(sendRegistration({ lang, admin, visitor })).resolves.toEqual({ ok: true });
    const [entry] = deliver.mock.calls[0]!;
    expect(entry).toMatchObject({ lang, firstTry: true });
    expect(entry.emails.map((email) => ['request' in email && email.request.templateId, email.sent])).toEqual([
      ['exhibitorAdmin/ms', false],
      ['exhibitorConfirmation/ms', false],
    ]);
    const [first, second] = entry.emails.map((email) => ('request' in email ? email.request.params : {}));
    expect(first).toEqual({ ...admin.params, submissionId: entry.id });
    expect(second).toEqual({ ...visitor.params, submissionId: entry.id });
  });

  it('announces the registration before storing it, so the next page looks for it at once', async () => {
    deliver.mockResolvedValue({ state: 'delivered' });
    await sendRegistration({ lang, admin });
    expect(hint).toHaveBeenCalledWith(true);
    expect(hint.mock.invocationCallOrder[0]!).toBeLessThan(deliver.mock.invocationCallOrder[0]!);
  });

  it('reports a registration kept for later with its id, so the form can offer to cancel it', async () => {
    deliver.mockResolvedValue({ state: 'waiting', kept: true });
    const outcome = await sendRegistration({ lang, admin, visitor });
    expect(outcome).toEqual({
      ok: false,
      reason: expect.any(String),
      retryable: true,
      queued: deliver.mock.calls[0]![0].id,
    });
  });

  it('reports a plain failure when the device could not keep the registration', async () => {
    deliver.mockResolvedValue({ state: 'waiting', kept: false });
    await expect(sendRegistration({ lang, admin })).resolves.toEqual({
      ok: false,
      reason: expect.any(String),
      retryable: true,
    });
  });

  it('reports a refusal for good (4xx) as not retryable: the visitor restores what they typed', async () => {
    deliver.mockResolvedValue({ state: 'failed', reason: 'EmailJS answered 400: Bad' });
    await expect(sendRegistration({ lang, admin, visitor })).resolves.toEqual({
      ok: false,
      reason: 'EmailJS answered 400: Bad',
      retryable: false,
    });
  });

  it('sends a single e-mail for a form without a confirmation', async () => {
    deliver.mockResolvedValue({ state: 'delivered' });
    await sendRegistration({ lang, admin });
    expect(deliver.mock.calls[0]![0].emails).toHaveLength(1);
  });

  describe('passes', () => {
    const pass = { id: 'p1', kind: 'exhibitor', url: 'https://mybos.test/ms/pass#h.p.s' } as const;
    const passWords = {
      intro: 'Pas anda:',
      titles: { visitor: 'V', exhibitor: 'Pas pempamer', delegate: 'D', entrance: 'E', boarding: 'B' },
    };
    const record = { kind: 'exhibitor', data: { companyName: 'Acme' }, passWords } as const;
    const paramsOf = (entry: QueuedRegistration) =>
      entry.emails.map((email) => ('request' in email ? email.request.params : {}));

    it('without a service: the registrant’s e-mail has an empty `passes`, the office’s none, and nothing is stored', async () => {
      deliver.mockResolvedValue({ state: 'delivered' });
      await expect(sendRegistration({ lang, admin, visitor, record })).resolves.toEqual({ ok: true });
      const [entry] = deliver.mock.calls[0]!;
      expect(entry.record).toBeUndefined();
      expect(paramsOf(entry)).toEqual([
        { ...admin.params, submissionId: entry.id },
        { ...visitor.params, passes: '', submissionId: entry.id },
      ]);
      expect(entry.emails.map((email) => 'withPasses' in email && email.withPasses)).toEqual([false, true]);
    });

    it('with a service: the record carries the words for the links, and the passes come back named, with their tokens', async () => {
      service.origin = 'https://registrations.test';
      deliver.mockResolvedValue({ state: 'delivered', passes: [pass] });
      await expect(sendRegistration({ lang, admin, visitor, record })).resolves.toEqual({
        ok: true,
        passes: [{ id: 'p1', label: 'Pas pempamer', token: 'h.p.s' }],
      });
      const [entry] = deliver.mock.calls[0]!;
      expect(entry.record).toEqual({
        request: {
          url: `https://registrations.test/v1/registrations/${entry.id}`,
          body: JSON.stringify({ kind: 'exhibitor', lang, data: record.data }),
        },
        stored: false,
        passWords,
      });
    });

    it('an interest registration gets none: no `passes` in its e-mails', async () => {
      deliver.mockResolvedValue({ state: 'delivered' });
      await sendRegistration({ lang, admin, visitor, record: { kind: 'interest', data: {} } });
      const [entry] = deliver.mock.calls[0]!;
      expect(paramsOf(entry)[1]).not.toHaveProperty('passes');
    });
  });
});
