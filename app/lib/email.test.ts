import { describe, expect, it, vi } from 'vitest';

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
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('E-mail "visitorAdmin" was not sent.'));
    warn.mockRestore();
    vi.unstubAllEnvs();
  });
});
