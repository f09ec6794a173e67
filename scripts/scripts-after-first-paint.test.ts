import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './security-headers.ts';
import { deferredModuleType, scriptsAfterFirstPaint } from './scripts-after-first-paint.ts';

// The shape React Router 7 writes into a prerendered page (hoisted links in <head>, its
// module script in <body>).
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="image" imageSrcSet="/assets/hero.avif 640w"/>',
  '<link rel="stylesheet" href="/assets/root.css"/>',
  '<link rel="modulepreload" href="/assets/manifest.js"/><link rel="modulepreload" href="/assets/entry.js"/>',
  '<link rel="modulepreload" href="/assets/root.js"/><link rel="modulepreload" href="/assets/route.js"/>',
  '</head><body><form aria-label="Registration"></form>',
  '<script>window.__reactRouterContext = {};</script>',
  '<script type="module" async="">import "/assets/manifest.js";\nimport * as route0 from "/assets/root.js";\n',
  'import * as route1 from "/assets/route.js";\n  \n  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\n',
  'import("/assets/entry.js");</script></body></html>',
].join('');

const routerScript = page.match(/<script type="module" async="">([\s\S]*?)<\/script>/)?.[1] ?? '';
const result = scriptsAfterFirstPaint(page);
const loader = result.match(/<script type="module">([\s\S]*?)<\/script>/)?.[1] ?? '';
const deferred = result.match(new RegExp(`<script type="${deferredModuleType}" id="([^"]+)">([\\s\\S]*?)</script>`));

/** A submit event, as the loader's listener reads it. */
type FakeSubmit = { target?: { hasAttribute: (name: string) => boolean }; preventDefault: () => void };
type Listener = { type: string; listener: (event: FakeSubmit) => void; capture: boolean };

/** Runs the loader against a stand-in page, recording what it does and when. */
function runLoader({ hidden = false } = {}) {
  const events: string[] = [];
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const listeners: Listener[] = [];
  const context = {
    window: {},
    document: {
      visibilityState: hidden ? 'hidden' : 'visible',
      head: { append: (link: { rel: string; href: string }) => events.push(`${link.rel} ${link.href}`) },
      body: {
        append: (script: { type: string; text: string }) => events.push(`${script.type} script: ${script.text}`),
      },
      getElementById: (id: string) => (deferred && id === deferred[1] ? { text: deferred[2] } : null),
      createElement: () => ({}),
      addEventListener: (type: string, listener: Listener['listener'], capture: boolean) =>
        listeners.push({ type, listener, capture }),
    },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => tasks.push(callback),
  };
  context.window = context;
  runInNewContext(loader, context);
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  /** Runs queued tasks (and the promises they settle) until none is left. */
  const drain = async () => {
    await settle();
    while (tasks.length > 0) {
      tasks.shift()!();
      await settle();
    }
  };
  return { events, frames, tasks, listeners, context, settle, drain };
}

describe('scriptsAfterFirstPaint', () => {
  it("leaves no modulepreload link, and React Router's module script only as an inert copy", () => {
    expect(result).not.toContain('modulepreload" href');
    expect(result).not.toContain('async=""');
    expect(deferred?.[2]).toBe(routerScript);
    // The only executable script left with imports is the loader, which has none.
    expect(loader).not.toMatch(/import "|import \* as|import\(/);
  });

  it('leaves everything else in its place', () => {
    const before = page
      .replace(/<link rel="modulepreload"[^>]*>/g, '')
      .replace(/<script type="module"[\s\S]*?<\/script>/, '');
    const after = result
      .replace(/<script type="module">[\s\S]*?<\/script>/, '')
      .replace(new RegExp(`<script type="${deferredModuleType}"[\\s\\S]*?</script>`), '');
    expect(after).toBe(before);
  });

  it("lets the page's Content-Security-Policy allow the copy it runs: its hash is the inert block's", () => {
    const hashes = inlineScriptHashes(result);
    const copy = `'sha256-${createHash('sha256').update(routerScript).digest('base64')}'`;
    expect(hashes).toContain(copy);
  });

  it('requests nothing until a frame has been drawn', async () => {
    const { events, frames, tasks, settle } = runLoader();
    await settle();
    expect(events).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]!();
    await settle();
    expect(events).toEqual([]);
    expect(tasks).toHaveLength(1);
  });

  it("then preloads every script in order and runs React Router's module script as it was", async () => {
    const { events, frames, drain } = runLoader();
    frames[0]!();
    await drain();
    expect(events).toEqual([
      'modulepreload /assets/manifest.js',
      'modulepreload /assets/entry.js',
      'modulepreload /assets/root.js',
      'modulepreload /assets/route.js',
      `module script: ${routerScript}`,
    ]);
  });

  it('adds one link per task, so no task requests them all', async () => {
    const { events, frames, tasks, settle } = runLoader();
    frames[0]!();
    tasks.shift()!();
    await settle();
    expect(events).toEqual(['modulepreload /assets/manifest.js']);
    tasks.shift()!();
    await settle();
    expect(events).toEqual(['modulepreload /assets/manifest.js', 'modulepreload /assets/entry.js']);
  });

  it('starts at once in a hidden tab, which draws no frame', async () => {
    const { events, frames, drain } = runLoader({ hidden: true });
    await drain();
    expect(frames).toHaveLength(0);
    expect(events.at(-1)).toBe(`module script: ${routerScript}`);
  });

  it('keeps a form without an action from submitting natively, and leaves others alone', () => {
    const { listeners } = runLoader();
    const submit = listeners.find((entry) => entry.type === 'submit');
    expect(submit?.capture).toBe(true);
    const eventFor = (hasAction: boolean) => {
      const event: FakeSubmit & { prevented: boolean } = {
        prevented: false,
        preventDefault: () => (event.prevented = true),
      };
      event.target = { hasAttribute: (name) => name === 'action' && hasAction };
      return event;
    };
    const scripted = eventFor(false);
    submit!.listener(scripted);
    expect(scripted.prevented).toBe(true);
    const native = eventFor(true);
    submit!.listener(native);
    expect(native.prevented).toBe(false);
  });

  it('returns a page without scripts unchanged, and refuses a shape it does not know', () => {
    const plain = '<html><head><title>x</title></head><body></body></html>';
    expect(scriptsAfterFirstPaint(plain)).toBe(plain);
    expect(() =>
      scriptsAfterFirstPaint('<html><head><link rel="modulepreload" href="/a.js"/></head><body></body></html>'),
    ).toThrow(/React Router/);
  });
});
