import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officePageHeaders, scanPageHeaders, securityHeaders } from '../http/security-headers';
import type { RunningService } from '../start-service';
import { onEachEngine, type TestDatabase } from '../test-support/engines';
import { startTestService } from '../test-support/service';

const html =
  '<!doctype html><html lang="en"><head><script type="module" src="/office/assets/index-abc123.js"></script></head><body><div id="office"></div></body></html>';
const script = 'console.log("office")';
const scanHtml =
  '<!doctype html><html lang="en"><head><title>MYBOS Gate</title></head><body><div id="scan"></div></body></html>';
const officeCsp =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; font-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/** A build of the office's pages as `npm run build:office` leaves it, in a temporary folder. */
function fakeBuild() {
  const dir = mkdtempSync(join(tmpdir(), 'mybos-office-pages-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), html);
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(dir, 'assets', 'style-def456.css'), 'body{margin:0}');
  writeFileSync(join(dir, 'secret.txt'), 'not an asset');
  mkdirSync(join(dir, 'scan'));
  writeFileSync(join(dir, 'scan', 'index.html'), scanHtml);
  writeFileSync(join(dir, 'scan-sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(join(dir, 'scan.webmanifest'), '{"name":"MYBOS Gate"}');
  writeFileSync(join(dir, 'assets', 'zxing_reader-abc123.wasm'), new Uint8Array([0, 97, 115, 109]));
  return dir;
}

onEachEngine(({ engine, create }) => {
  describe(`The office's pages at /office (${engine})`, () => {
    let database: TestDatabase;
    let service: RunningService;
    let missing: RunningService;
    let dir: string;

    beforeAll(async () => {
      dir = fakeBuild();
      database = await create();
      service = await startTestService(database, { officePagesDir: dir });
      missing = await startTestService(database, { officePagesDir: join(dir, 'not-built') });
    });

    afterAll(async () => {
      await service?.close();
      await missing?.close();
      await database?.drop();
      rmSync(dir, { recursive: true, force: true });
    });

    it.each([
      '/office',
      '/office/',
      '/office/registrations',
      '/office/registrations/abc?kind=ticket',
      '/office/invite',
    ])('answers %s with the app, its own CSP, noindex and no caching', async (path) => {
      const response = await fetch(`${service.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=UTF-8');
      expect(await response.text()).toBe(html);
      expect(response.headers.get('content-security-policy')).toBe(officeCsp);
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      for (const [name, value] of Object.entries(officePageHeaders)) expect(response.headers.get(name)).toBe(value);
    });

    it('answers /office/scan with the gate page: WebAssembly, its worker and the camera allowed, nothing else more', async () => {
      const response = await fetch(`${service.url}/office/scan`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(scanHtml);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-security-policy')).toBe(
        `${officeCsp.replace("script-src 'self'", "script-src 'self' 'wasm-unsafe-eval'").replace("font-src 'self'", "font-src 'self'; worker-src 'self'; manifest-src 'self'")}`,
      );
      expect(response.headers.get('permissions-policy')).toBe(
        'camera=(self), microphone=(), geolocation=(), payment=()',
      );
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      // The office's other pages keep the camera off.
      const office = await fetch(`${service.url}/office/registrations`);
      expect(office.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(), payment=()');
      expect(await office.text()).toBe(html);
    });

    it('serves the gate page’s worker and manifest, asked again each time, and its WebAssembly typed for streaming', async () => {
      const worker = await fetch(`${service.url}/office/scan-sw.js`);
      expect(worker.status).toBe(200);
      expect(worker.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(worker.headers.get('cache-control')).toBe('no-cache');
      expect(worker.headers.get('content-security-policy')).toBe(scanPageHeaders['Content-Security-Policy']);
      const manifest = await fetch(`${service.url}/office/scan.webmanifest`);
      expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
      expect(manifest.headers.get('cache-control')).toBe('no-cache');
      expect(await manifest.json()).toEqual({ name: 'MYBOS Gate' });
      const wasm = await fetch(`${service.url}/office/assets/zxing_reader-abc123.wasm`);
      expect(wasm.headers.get('content-type')).toBe('application/wasm');
      expect(wasm.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    });

    it('answers HEAD like GET, without the body', async () => {
      const response = await fetch(`${service.url}/office/counts`, { method: 'HEAD' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toBe(officeCsp);
      expect(await response.text()).toBe('');
    });

    it('serves the build’s assets, cached for a year as immutable', async () => {
      const js = await fetch(`${service.url}/office/assets/index-abc123.js`);
      expect(js.status).toBe(200);
      expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(js.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await js.text()).toBe(script);
      const css = await fetch(`${service.url}/office/assets/style-def456.css`);
      expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
      expect(css.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    });

    it.each([
      '/office/assets/missing-000.js',
      '/office/assets/..%2Fsecret.txt',
      '/office/assets/..%2Findex.html',
      '/office/assets/.hidden.js',
      '/office/assets/index-abc123.map',
    ])('refuses %s with a 404 that is not cached', async (path) => {
      const response = await fetch(`${service.url}${path}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).not.toContain('not an asset');
    });

    it('leaves /office/api/* to the API: never the page', async () => {
      for (const path of ['/office/api', '/office/api/', '/office/api/nothing-here', '/office/api/session']) {
        const response = await fetch(`${service.url}${path}`);
        // The API's answer (signed out, or not found): JSON, never the page's HTML.
        expect([401, 404]).toContain(response.status);
        expect(response.headers.get('content-type')).toBe('application/json');
        expect(await response.json()).toHaveProperty('error');
        // The API keeps the service's JSON headers, not the pages' CSP.
        expect(response.headers.get('content-security-policy')).toBe(securityHeaders['Content-Security-Policy']);
      }
    });

    it('keeps the service’s own CSP everywhere else', async () => {
      const response = await fetch(`${service.url}/v1/health`);
      expect(response.headers.get('content-security-policy')).toBe(securityHeaders['Content-Security-Policy']);
      expect(response.headers.get('x-robots-tag')).toBeNull();
      const near = await fetch(`${service.url}/officex`);
      expect(near.status).toBe(404);
      expect(near.headers.get('content-security-policy')).toBe(securityHeaders['Content-Security-Policy']);
    });

    it('says how to build the pages when they are not built (503)', async () => {
      const response = await fetch(`${missing.url}/office/registrations`);
      expect(response.status).toBe(503);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=UTF-8');
      expect(await response.text()).toContain('npm run build:office');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-security-policy')).toBe(officeCsp);
    });
  });
});
