import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sendEmail } from '~/lib/email';
import { setOutboxHint } from '~/lib/outbox-hint';
import { queueRegistration } from '~/lib/outbox-store';
import { sendRegistration } from './send-registration';

vi.mock('~/lib/email', () => ({ sendEmail: vi.fn() }));
vi.mock('~/lib/outbox-store', () => ({ queueRegistration: vi.fn(async () => true) }));
vi.mock('~/lib/outbox-hint', () => ({ setOutboxHint: vi.fn() }));
const send = vi.mocked(sendEmail);
const queue = vi.mocked(queueRegistration);
const hint = vi.mocked(setOutboxHint);

const admin = { template: 'exhibitorAdmin', params: { companyName: 'Acme' } } as const;
const lang = 'ms' as const;
const visitor = { template: 'exhibitorConfirmation', params: { exhibitor_email: 'a@b.co' } } as const;
const offline = { ok: false, reason: 'Network error', retryable: true } as const;
const refused = { ok: false, reason: 'EmailJS answered 400', retryable: false } as const;

describe('sendRegistration', () => {
  beforeEach(() => {
    send.mockReset();
    queue.mockClear();
    hint.mockClear();
  });

  it("sends the office's e-mail first, then the registrant's, both with the same submissionId", async () => {
    send.mockResolvedValue({ ok: true });
    await expect(sendRegistration({ lang, admin, visitor })).resolves.toEqual({ ok: true });
    const [[firstTemplate, firstParams, firstLang], [secondTemplate, secondParams]] = send.mock.calls as [
      [string, Record<string, string>, string],
      [string, Record<string, string>],
    ];
    expect([firstTemplate, secondTemplate, firstLang]).toEqual(['exhibitorAdmin', 'exhibitorConfirmation', 'ms']);
    expect(firstParams).toEqual({ ...admin.params, submissionId: expect.any(String) });
    expect(secondParams.submissionId).toBe(firstParams.submissionId);
    expect(queue).not.toHaveBeenCalled();
    expect(hint).not.toHaveBeenCalled();
  });

  it('announces a kept registration before storing it, so the next page looks for it at once', async () => {
    send.mockResolvedValue(offline);
    await sendRegistration({ lang, admin });
    expect(hint).toHaveBeenCalledWith(true);
    expect(hint.mock.invocationCallOrder[0]!).toBeLessThan(queue.mock.invocationCallOrder[0]!);
  });

  it("never sends the registrant's e-mail when the office's failed, and keeps both when it may pass", async () => {
    send.mockResolvedValue(offline);
    const outcome = await sendRegistration({ lang, admin, visitor });
    expect(send).toHaveBeenCalledTimes(1);
    expect(outcome).toEqual({ ...offline, queued: expect.any(String) });
    const [entry] = queue.mock.calls[0]!;
    expect(entry.id).toBe(outcome.queued);
    expect(entry.emails.map((email) => [email.template, email.sent])).toEqual([
      ['exhibitorAdmin', false],
      ['exhibitorConfirmation', false],
    ]);
  });

  it('does not keep a registration the service refused for good (4xx): the visitor restores it', async () => {
    send.mockResolvedValue(refused);
    await expect(sendRegistration({ lang, admin, visitor })).resolves.toEqual(refused);
    expect(queue).not.toHaveBeenCalled();
  });

  it('reports a plain failure when the device cannot keep the registration', async () => {
    send.mockResolvedValue(offline);
    queue.mockResolvedValueOnce(false);
    await expect(sendRegistration({ lang, admin })).resolves.toEqual(offline);
  });

  it("counts the registration as sent when only the registrant's e-mail failed, and keeps that e-mail", async () => {
    send.mockResolvedValueOnce({ ok: true }).mockResolvedValueOnce(offline);
    await expect(sendRegistration({ lang, admin, visitor })).resolves.toEqual({ ok: true });
    expect(queue.mock.calls[0]![0].emails.map((email) => email.sent)).toEqual([true, false]);
  });

  it('sends a single e-mail for a form without a confirmation', async () => {
    send.mockResolvedValue({ ok: true });
    await sendRegistration({ lang, admin });
    expect(send).toHaveBeenCalledTimes(1);
  });
});
