import { describe, expect, it } from 'vitest';
import { mailSinkPort } from './mail-sink-port.ts';

describe('mailSinkPort', () => {
  it('takes MAIL_SINK_PORT first, then E2E_PORT + 2, then 8025', () => {
    expect(mailSinkPort({ MAIL_SINK_PORT: '9000', E2E_PORT: '4273' })).toBe(9000);
    expect(mailSinkPort({ E2E_PORT: '4273' })).toBe(4275);
    expect(mailSinkPort({})).toBe(8025);
  });
});
