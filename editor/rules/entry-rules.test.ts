import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../app/content/content-problem';
import { readContent } from '../../app/content/read-content.server';
import { problemsOf, standChoices, start } from './entry-rules';

// The editor's check of one entry gives the lines the build's check would, for that entry's file.
const { content } = readContent();
if (!content) throw new Error('The content does not pass its check');
const publicFiles = ['brochures', 'media'].flatMap((folder) =>
  readdirSync(`public/${folder}`, { recursive: true, encoding: 'utf8' }).map((file) => `../public/${folder}/${file}`),
);
start({ content, files: publicFiles });
const lines = (...args: Parameters<typeof problemsOf>) => problemsOf(...args).map(formatProblem);

describe("the editor's check of the entry being edited", () => {
  it('passes an entry of each collection, and files, as they are', () => {
    for (const [name, [entry]] of Object.entries(content.collections)) {
      expect(lines({ collection: name }, entry as Record<string, unknown>), name).toEqual([]);
    }
    expect(lines({ collection: 'site', file: 'site' }, content.site)).toEqual([]);
    expect(lines({ collection: 'site', file: 'copy-forms' }, content.copy.forms)).toEqual([]);
  }, 30_000);

  it('refuses an event that ends before it starts, as the build does', () => {
    const day = structuredClone(content.collections['schedule-days'][0]!);
    day.events[1]!.end = day.events[1]!.start;
    expect(lines({ collection: 'schedule-days' }, day)).toEqual([
      `content/schedule-days/${day.id}.yaml: entry "${day.id}", field events.1.end: ${day.events[1]!.start} is not after the start, ${day.events[1]!.start}`,
    ]);
  });

  it("refuses a new exhibitor on another's stand, and a new entry with a taken id; marks the taken stands", () => {
    const [holder] = content.collections.exhibitors;
    const newcomer = { ...structuredClone(holder!), id: 'newcomer', name: 'Newcomer' };
    expect(lines({ collection: 'exhibitors', isNew: true }, newcomer)).toEqual([
      `content/exhibitors/newcomer.yaml: entry "newcomer", field stand: ${holder!.stand} is already taken by ${holder!.name}: choose a free stand`,
    ]);
    expect(lines({ collection: 'exhibitors', isNew: true }, { ...newcomer, id: holder!.id })[0]).toContain(
      `field id: is also the id of exhibitors/${holder!.id}.yaml`,
    );
    expect(standChoices('newcomer').find((stand) => stand.id === holder!.stand)?.takenBy).toEqual([holder!.name]);
    expect(standChoices(holder!.id).find((stand) => stand.id === holder!.stand)?.takenBy).toEqual([]);
  });

  it('refuses a schema error of a file of the site collection with the schema’s words', () => {
    const site = { ...structuredClone(content.site), countdownTarget: 'soon' };
    expect(lines({ collection: 'site', file: 'site' }, site)).toEqual([
      'content/site.yaml: field countdownTarget: must be a Malaysia time like 2026-02-07T22:00:00+08:00',
    ]);
  });
});
