import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sendEmail } from '~/lib/email';
import { sendRegistration } from './send-registration';

vi.mock('~/lib/email', () => ({ sendEmail: vi.fn() }));
const send = vi.mocked(sendEmail);

const admin = { template: 'exhibitorAdmin', params: { companyName: 'Acme' } } as const;
const lang = 'ms' as const;
const visitor = { template: 'exhibitorConfirmation', params: { exhibitor_email: 'a@b.co' } } as const;

describe('sendRegistration', () => {
  beforeEach(() => send.mockReset());

  it("sends the office's e-mail first, then the registrant's", async () => {
    send.mockResolvedValue({ ok: true });
    await expect(sendRegistration({ lang, admin, visitor })).resolves.toEqual({ ok: true });
    expect(send.mock.calls).toEqual([
      ['exhibitorAdmin', admin.params, 'ms'],
      ['exhibitorConfirmation', visitor.params, 'ms'],
    ]);
  });

  it("never sends the registrant's e-mail when the office's failed", async () => {
    send.mockResolvedValue({ ok: false, reason: 'Network error' });
    await expect(sendRegistration({ lang, admin, visitor })).resolves.toEqual({ ok: false, reason: 'Network error' });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("counts the registration as sent when only the registrant's e-mail failed", async () => {
    send.mockResolvedValueOnce({ ok: true }).mockResolvedValueOnce({ ok: false, reason: 'EmailJS answered 500' });
    await expect(sendRegistration({ lang, admin, visitor })).resolves.toEqual({ ok: true });
  });

  it('sends a single e-mail for a form without a confirmation', async () => {
    send.mockResolvedValue({ ok: true });
    await sendRegistration({ lang, admin });
    expect(send).toHaveBeenCalledTimes(1);
  });
});
