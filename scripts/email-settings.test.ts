import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  checkEmailSettings,
  EMAIL_VARS,
  emailSettingsGuard,
  MALAY_EMAIL_VARS,
  SERVICE_EMAIL_VARS,
  SERVICE_MALAY_EMAIL_VARS,
} from './email-settings.ts';

const complete = Object.fromEntries([...EMAIL_VARS, ...MALAY_EMAIL_VARS].map((name) => [name, 'x']));
const malayLine = /not set: Malay visitors get the English confirmation e-mails/;

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
    expect(warning).not.toMatch(malayLine);
    expect(checkEmailSettings('production', { ...complete, VITE_EMAILJS_ORIGIN: 'https://api.emailjs.com' })).toEqual(
      {},
    );
  });

  it('says in one line which Malay templates are missing, as they only fall back to English', () => {
    const { warning } = checkEmailSettings('production', {
      ...complete,
      VITE_EMAILJS_TEMPLATE_CONFERENCE_VISITOR_MS: '',
      VITE_EMAILJS_TEMPLATE_TICKET_VISITOR_MS: '',
    });
    expect(warning).toBe(
      'VITE_EMAILJS_TEMPLATE_CONFERENCE_VISITOR_MS, VITE_EMAILJS_TEMPLATE_TICKET_VISITOR_MS not set: ' +
        'Malay visitors get the English confirmation e-mails.',
    );
  });

  it('asks for the public visitor’s confirmation only where the build has a registrations service', () => {
    expect(checkEmailSettings('production', complete)).toEqual({});
    const withService = { ...complete, VITE_REGISTRATIONS_URL: 'https://registrations.example' };
    const lines = checkEmailSettings('production', withService).warning?.split('\n') ?? [];
    expect(lines[0]).toMatch(/^EmailJS settings missing: VITE_EMAILJS_TEMPLATE_VISITOR_CONFIRMATION\. /);
    expect(lines[1]).toBe(
      'VITE_EMAILJS_TEMPLATE_VISITOR_CONFIRMATION_MS not set: Malay visitors get the English confirmation e-mails.',
    );
    const everything = Object.fromEntries(
      [...SERVICE_EMAIL_VARS, ...SERVICE_MALAY_EMAIL_VARS].map((name) => [name, 'x']),
    );
    expect(checkEmailSettings('production', { ...withService, ...everything })).toEqual({});
  });

  it('adds the Malay line after the missing identifiers', () => {
    const lines = checkEmailSettings('production', {}).warning?.split('\n') ?? [];
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^EmailJS settings missing: VITE_EMAILJS_PUBLIC_KEY, /);
    expect(lines[1]).toMatch(malayLine);
    for (const name of MALAY_EMAIL_VARS) expect(lines[0]).not.toContain(name);
  });
});

describe('emailSettingsGuard', () => {
  const warnedFlag = Symbol.for('mybos.emailSettingsGuard.warned');
  const processFlags: { [key: symbol]: unknown } = globalThis;
  let dir: string | undefined;

  afterEach(() => {
    delete processFlags[warnedFlag];
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('warns once per build, although each of its Vite builds loads a fresh copy of this file', async () => {
    // An empty folder and blank variables: a production build with nothing set.
    dir = mkdtempSync(join(tmpdir(), 'email-settings-'));
    vi.spyOn(process, 'cwd').mockReturnValue(dir);
    for (const name of [...EMAIL_VARS, ...MALAY_EMAIL_VARS]) vi.stubEnv(name, '');
    delete processFlags[warnedFlag];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    vi.resetModules();
    const fresh = await import('./email-settings.ts');
    expect(fresh.emailSettingsGuard).not.toBe(emailSettingsGuard);
    for (const guard of [emailSettingsGuard(), fresh.emailSettingsGuard(), emailSettingsGuard()]) {
      guard.configResolved({ mode: 'production' });
      await guard.buildStart();
    }

    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(malayLine);
  });
});
