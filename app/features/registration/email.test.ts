import { afterEach, describe, expect, it, vi } from 'vitest';

const request = {
  origin: 'http://127.0.0.1:9',
  publicKey: '',
  serviceId: 'service',
  templateId: 'visitor_admin',
  params: { firstName: 'A' },
};

// This is the real SDK's answer to a build whose identifiers were never set (the SDK's own
// "… is required" error).
describe('sendEmail without identifiers', () => {
  it('resolves a failure carrying the SDK message, and logs it, instead of throwing', async () => {
    const { sendEmail } = await import('./email');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(sendEmail(request)).resolves.toEqual({
      ok: false,
      reason:
        'EmailJS configuration error: The public key is required. Visit https://dashboard.emailjs.com/admin/account',
      // A missing identifier fails the same way every time: never kept to retry.
      retryable: false,
    });
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('E-mail "visitor_admin" (template visitor_admin) was not sent.'),
    );
    warn.mockRestore();
  });
});

describe('sendEmail', () => {
  afterEach(() => {
    vi.doUnmock('@emailjs/browser');
    vi.resetModules();
  });

  it('sends each stored request with its own key, origin and identifiers', async () => {
    vi.resetModules();
    const init = vi.fn();
    const send = vi.fn().mockResolvedValue({ status: 200, text: 'OK' });
    vi.doMock('@emailjs/browser', () => ({ init, send }));
    const { sendEmail } = await import('./email');
    await expect(sendEmail({ ...request, publicKey: 'key' })).resolves.toEqual({ ok: true });
    expect(init).toHaveBeenCalledWith({ publicKey: 'key', blockHeadless: false }, 'http://127.0.0.1:9');
    expect(send).toHaveBeenCalledWith('service', 'visitor_admin', { firstName: 'A' });
  });
});

describe('emailRequest in a language', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("uses the language's template where one is configured, else the English one", async () => {
    vi.stubEnv('VITE_EMAILJS_PUBLIC_KEY', 'key');
    vi.stubEnv('VITE_EMAILJS_SERVICE_ID', 'service');
    vi.stubEnv('VITE_EMAILJS_ORIGIN', 'http://127.0.0.1:8025');
    vi.stubEnv('VITE_EMAILJS_TEMPLATE_TICKET_VISITOR', 'ticket_visitor');
    vi.stubEnv('VITE_EMAILJS_TEMPLATE_TICKET_VISITOR_MS', 'ticket_visitor_ms');
    vi.stubEnv('VITE_EMAILJS_TEMPLATE_CONFERENCE_VISITOR', 'conference_visitor');
    vi.stubEnv('VITE_EMAILJS_TEMPLATE_CONFERENCE_VISITOR_MS', '');
    const { emailRequest } = await import('./email-request');
    const params = { visitor_name: 'Aisyah' };

    expect(emailRequest('ticketVisitor', params, 'ms')).toEqual({
      origin: 'http://127.0.0.1:8025',
      publicKey: 'key',
      serviceId: 'service',
      templateId: 'ticket_visitor_ms',
      params,
    });
    expect(emailRequest('ticketVisitor', params).templateId).toBe('ticket_visitor');
    expect(emailRequest('conferenceVisitor', params, 'ms').templateId).toBe('conference_visitor');
  });
});
