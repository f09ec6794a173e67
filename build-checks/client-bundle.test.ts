import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEditions } from '../app/content/read-editions.server';
import { compileHint } from '../scripts/compile-hints';

// Content reaches the browser only as a page's loader data, never inside its JavaScript: the
// code is the same for every edition of the show, and a phone downloads each word once.
const client = join(process.cwd(), 'build/client');
const scripts = readdirSync(join(client, 'assets'))
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, code: readFileSync(join(client, 'assets', file), 'utf8') }));

const { en, ms } = readEditions();
const distinctive = [
  en.exhibitors.all[0]!.name,
  en.exhibitors.all.at(-1)!.name,
  en.boats.all[0]!.image.alt,
  ms.marinas[0]!.summary,
  en.chairman.message.paragraphs[0]!,
  en.tickets.categories.at(-1)!.name,
  ms.forms.messages.required,
  en.visit.sections.faq.questions[0]!.answer,
  // The header's search (root data on every page) and the boat finder's words.
  en.search.hint,
  ms.search.failed,
  ms.boatFinder.none,
];

describe('the client JavaScript', () => {
  it('has been built', () => {
    expect(scripts.length).toBeGreaterThan(5);
  });

  it('contains none of the content, which pages receive as loader data', () => {
    const found = distinctive.flatMap((text) =>
      scripts.filter(({ code }) => code.includes(text)).map(({ file }) => `${file}: "${text.slice(0, 40)}…"`),
    );
    expect(found).toEqual([]);
  });

  it('is checked with words the pages do show, in their loader data', () => {
    const data = readdirSync(client, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.data'))
      .map((file) => readFileSync(join(client, file), 'utf8'))
      .join('\n');
    const missing = distinctive.filter((text) => !data.includes(JSON.stringify(text).slice(1, -1)));
    expect(missing).toEqual([]);
  });
});

describe('the sending code', () => {
  // E-mail sending, the outbox and the registrations service's client are one chunk that no
  // page loads up front (app/features/outbox/load-outbox.ts): a static import of it from any
  // chunk a page loads would put it back on every form page's critical path. The one chunk
  // that imports it statically, what a form's submit calls (`send-registration`), is itself
  // imported only dynamically.
  const chunk = (pattern: RegExp) => {
    const found = scripts.filter(({ file }) => pattern.test(file));
    expect(found.map(({ file }) => file)).toHaveLength(1);
    return found[0]!;
  };
  const staticImportersOf = (name: string) =>
    scripts
      .filter(({ code }) => new RegExp(`(?:^|[;}\\n])\\s*import\\s*(?:[\\w{}\\s,*]+from\\s*)?"\\./${name}"`).test(code))
      .map(({ file }) => file);

  it('is one `outbox` chunk that no chunk a page loads imports statically', () => {
    const outbox = chunk(/^outbox-[\w-]+\.js$/);
    const sending = chunk(/^send-registration-[\w-]+\.js$/);
    expect(staticImportersOf(outbox.file)).toEqual([sending.file]);
    expect(staticImportersOf(sending.file)).toEqual([]);
    expect(outbox.code).toContain('/v1/registrations/');
  });
});

describe('every chunk', () => {
  // V8 compiles a chunk that starts with the hint on a background thread as it streams in,
  // instead of function by function on the main thread as hydration first calls them
  // (scripts/compile-hints.ts).
  it("starts with V8's compile hint, which nothing after the build removed", () => {
    expect(scripts.filter(({ code }) => !code.startsWith(compileHint)).map(({ file }) => file)).toEqual([
      expect.stringMatching(/^manifest-/),
    ]);
  });
});
