import { describe, expect, it } from 'vitest';
import { checkEmailSettings, EMAIL_VARS } from './email-settings.mjs';

const complete = Object.fromEntries(EMAIL_VARS.map((name) => [name, 'x']));

describe('checkEmailSettings', () => {
  it('refuses a production build that points at a local inbox', () => {
    for (const origin of ['http://127.0.0.1:8025', 'http://localhost:8025', 'http://[::1]:8025']) {
      expect(checkEmailSettings('production', { ...complete, VITE_EMAILJS_ORIGIN: origin }).error).toMatch(
        /points at this machine/,
      );
    }
  });

  it('lets the inbox mode point at the local inbox', () => {
    expect(checkEmailSettings('inbox', { ...complete, VITE_EMAILJS_ORIGIN: 'http://127.0.0.1:8025' })).toEqual({});
  });

  it('warns about each missing identifier and accepts a complete production set-up', () => {
    const { warning } = checkEmailSettings('production', { ...complete, VITE_EMAILJS_SERVICE_ID: '' });
    expect(warning).toContain('VITE_EMAILJS_SERVICE_ID');
    expect(warning).not.toContain('VITE_EMAILJS_PUBLIC_KEY');
    expect(checkEmailSettings('production', { ...complete, VITE_EMAILJS_ORIGIN: 'https://api.emailjs.com' })).toEqual(
      {},
    );
  });
});
