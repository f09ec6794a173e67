import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { officeCookie, setSessionCookie } from './sessions';

describe('the session cookie', () => {
  const setBy = async (officeOrigin: string) => {
    const app = new Hono().get('/', (c) => {
      setSessionCookie(c, officeCookie(officeOrigin), 'value');
      return c.body(null, 204);
    });
    return (await app.request('/')).headers.get('set-cookie');
  };

  it('is __Host- prefixed and Secure on https', async () => {
    expect(await setBy('https://office.mybos.com.my')).toBe(
      '__Host-mybos_office=value; Max-Age=604800; Path=/; HttpOnly; Secure; SameSite=Strict',
    );
  });

  it('is plain on http (localhost, in development)', async () => {
    expect(await setBy('http://localhost:8787')).toBe(
      'mybos_office=value; Max-Age=604800; Path=/; HttpOnly; SameSite=Strict',
    );
  });
});
