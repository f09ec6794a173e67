import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { copyOfContent } from '../../app/content/test-content-copy';
import { contentErrorPageFor } from './content-error-page';

// The page `npm run dev` shows for broken content, read as a person would: its heading and lines.
let dir: string;
let remove: () => void;
beforeEach(() => {
  ({ dir, remove } = copyOfContent('error-page'));
});
afterEach(() => remove());

const textOf = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)));

describe('the content error page of the dev server', () => {
  it('is not shown while the content passes its check', () => {
    expect(contentErrorPageFor(dir)).toBeUndefined();
  }, 30_000);

  it('names the file, the entry and the field of an event that ends before it starts', () => {
    const dayFile = `schedule-days/${readdirSync(join(dir, 'schedule-days')).sort()[0]}`;
    const path = join(dir, dayFile);
    const day = parse(readFileSync(path, 'utf8')) as { id: string; events: { start: string; end: string }[] };
    const [event] = day.events;
    event!.end = event!.start;
    writeFileSync(path, stringify(day));
    const text = textOf(contentErrorPageFor(dir)!);
    expect(text).toContain('The content has a problem');
    expect(text).toContain(
      `content/${dayFile}: entry "${day.id}", field events.0.end: ${event!.start} is not after the start, ${event!.start}`,
    );
  }, 30_000);
});

describe('the dev server with broken content', () => {
  it('answers a page with that page, not a bare 500', async () => {
    const { createServer } = await import('vite');
    const { editorDevServer } = await import('./editor-dev-plugin.ts');
    const file = join(dir, 'exhibitors', readdirSync(join(dir, 'exhibitors')).sort()[0]!);
    const exhibitor = parse(readFileSync(file, 'utf8')) as { id: string; category: { en: string; ms: string } };
    exhibitor.category.en = `${exhibitor.category.en}s`;
    writeFileSync(file, stringify(exhibitor));
    process.env.CONTENT_DIR = dir;
    const server = await createServer({
      configFile: false,
      logLevel: 'silent',
      plugins: [editorDevServer()],
      server: { port: 0, host: '127.0.0.1', watch: null },
    });
    try {
      await server.listen();
      const address = server.httpServer!.address() as { port: number };
      const response = await fetch(`http://127.0.0.1:${address.port}/exhibitor-list`, {
        headers: { accept: 'text/html' },
      });
      expect(response.status).toBe(500);
      const text = textOf(await response.text());
      expect(text).toContain('The content has a problem');
      expect(text).toContain(
        `content/exhibitors/${exhibitor.id}.yaml: entry "${exhibitor.id}", field category: "${exhibitor.category.en}"`,
      );
    } finally {
      delete process.env.CONTENT_DIR;
      await server.close();
    }
  }, 60_000);
});
