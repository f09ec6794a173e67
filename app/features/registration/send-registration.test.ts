import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmailTemplate } from './env';
import type { Lang } from '~/lib/lang';
import type { QueuedRegistration } from '~/features/outbox/outbox';
import { setOutboxHint } from '~/features/outbox/outbox-hint';
import type { Delivery } from '~/features/outbox/outbox-store';
import { sendRegistration } from './send-registration';

const deliver = vi.fn<(entry: QueuedRegistration) => Promise<Delivery>>();
vi.mock('~/features/outbox/load-outbox', () => ({
  loadOutbox: async () => ({ deliverRegistration: deliver }),
  loadEmailRequest: async () => ({
    emailRequest: (template: EmailTemplate, params: Record<string, string>, lang: Lang) => ({
      origin: 'https://api.emailjs.com',
      publicKey: 'key',
      serviceId: 'service',
      templateId: `${template}/${lang}`,
      params,
    }),
  }),
}));
vi.mock('~/features/outbox/outbox-hint', () => ({ setOutboxHint: vi.fn() }));
const hint = vi.mocked(setOutboxHint);

const admin = { template: 'exhibitorAdmin', params: { companyName: 'Acme' } } as const;
const lang = 'ms' as const;
const visitor = { template: 'exhibitorConfirmation', params: { exhibitor_email: 'a@b.co' } } as const;

describe('sendRegistration', () => {
  beforeEach(() => {
    deliver.mockReset();
    hint.mockClear();
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
});
