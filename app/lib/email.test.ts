import { afterEach, describe, expect, it, vi } from 'vitest';

// Unit tests run without any VITE_EMAILJS_* settings: this is the real SDK's answer to a
// build whose identifiers were never set (the SDK's own "… is required" error).
describe('sendEmail without identifiers', () => {
  it('resolves a failure carrying the SDK message, and logs it, instead of throwing', async () => {
    // Even where a developer's .env.local sets a key, this test is about a build without one.
    vi.stubEnv('VITE_EMAILJS_PUBLIC_KEY', '');
    const { sendEmail } = await import('./email');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(sendEmail('visitorAdmin', { firstName: 'A' })).resolves.toEqual({
      ok: false,
      reason:
        'EmailJS configuration error: The public key is required. Visit https://dashboard.emailjs.com/admin/account',
      // A missing identifier fails the same way every time: never kept to retry.
      retryable: false,
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('E-mail "visitorAdmin" was not sent.'));
    warn.mockRestore();
    vi.unstubAllEnvs();
  });
});

describe('sendEmail in a language', () => {
  afterEach(() => {
    vi.doUnmock('@emailjs/browser');
    vi.unstubAllEnvs();
  });

  it("sends with the language's template where one is configured, else the English one", async () => {
    vi.resetModules();
    const send = vi.fn().mockResolvedValue({ status: 200, text: 'OK' });
    vi.doMock('@emailjs/browser', () => ({ init: vi.fn(), send }));
    vi.stubEnv('VITE_EMAILJS_SERVICE_ID', 'service');
    vi.stubEnv('VITE_EMAILJS_TEMPLATE_TICKET_VISITOR', 'ticket_visitor');
    vi.stubEnv('VITE_EMAILJS_TEMPLATE_TICKET_VISITOR_MS', 'ticket_visitor_ms');
    vi.stubEnv('VITE_EMAILJS_TEMPLATE_CONFERENCE_VISITOR', 'conference_visitor');
    vi.stubEnv('VITE_EMAILJS_TEMPLATE_CONFERENCE_VISITOR_MS', '');
    const { sendEmail } = await import('./email');
    const params = { visitor_name: 'Aisyah' };

    await expect(sendEmail('ticketVisitor', params, 'ms')).resolves.toEqual({ ok: true });
    await sendEmail('ticketVisitor', params);
    await sendEmail('conferenceVisitor', params, 'ms');
    expect(send.mock.calls).toEqual([
      ['service', 'ticket_visitor_ms', params],
      ['service', 'ticket_visitor', params],
      ['service', 'conference_visitor', params],
    ]);
  });
});
