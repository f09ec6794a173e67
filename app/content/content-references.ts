import type { ContentProblem } from './content-problem';
import { isText, pageLinkKeys } from './localize';
import { englishLeftoversIn } from './ms/glossary';
import type { Content } from './read-content.server';

/** Whether a file exists, by its path from the content folder (`media/boats/x.jpg`, `../public/brochures/y.pdf`). */
export type FileExists = (pathFromContent: string) => boolean;

type Visit = (value: unknown, path: string[]) => void;

/** Calls `visit` for every value in `data`, with its path of keys and indexes. */
export function walk(data: unknown, visit: Visit, path: string[] = []) {
  visit(data, path);
  if (Array.isArray(data)) data.forEach((item, index) => walk(item, visit, [...path, String(index)]));
  else if (data && typeof data === 'object') {
    for (const [key, value] of Object.entries(data)) walk(value, visit, [...path, key]);
  }
}

/**
 * Every file of the content as the check reads it: its path from content/, the entry's id for a
 * collection's file, and its data. In the order the check reports them: site.yaml, pages.yaml,
 * copy/, then each collection's entries.
 */
export function contentFiles(content: Content): { file: string; entry?: string; data: unknown }[] {
  return [
    { file: 'site.yaml', data: content.site },
    { file: 'pages.yaml', data: content.pages },
    ...Object.entries(content.copy).map(([name, data]) => ({ file: `copy/${name}.yaml`, data })),
    ...Object.entries(content.collections).flatMap(([name, entries]) =>
      (entries as { id: string }[]).map((entry) => ({ file: `${name}/${entry.id}.yaml`, entry: entry.id, data: entry })),
    ),
  ];
}

/** Whether a value is a photo field: an object with its `file` and `alt`. */
export const isPhoto = (value: unknown): value is { file: string; alt: unknown } =>
  !!value && typeof value === 'object' && 'file' in value && 'alt' in value && typeof value.file === 'string';

/** The `{name}` and `{{year}}` placeholders of a text, sorted, as one string. */
const placeholders = (text: string) => [...new Set(text.match(/\{\{?\w+\}\}?/g) ?? [])].sort().join(' ');

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

/**
 * What a schema cannot see from one file: that ids are unique, stands and berths exist on the
 * venue plan, links lead to a page of the site or a file of public/, photos are in content/media,
 * no Malay text keeps an English word the glossary lists as a known leftover, and nothing ends
 * before it starts. Pure: files are asked about through `fileExists`, so the editor runs it too.
 * Fields are found by the names the schemas give them (`stand`, `berth`,
 * `place`, the page links of `pageLinkKeys`, `start`/`end`, an `image` with `file` and `alt`).
 */
export function findReferenceProblems(content: Content, fileExists: FileExists): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const stands = new Set(content.collections.stands.map((stand) => stand.id));
  const places = new Set<string>(content.copy['venue-plan'].facilities.map((facility) => facility.kind));
  const pagePaths = new Set([
    ...Object.values(content.pages.pages).map((page) => page.path),
    content.pages.notFoundPage.path,
    content.pages.offlinePage.path,
  ]);

  const check = (file: string, entry: string | undefined, data: unknown, skipPaths = false) =>
    walk(data, (value, path) => {
      const key = path.at(-1);
      const field = path.join('.');
      if (isText(value)) {
        const [english, malay] = [placeholders(value.en), placeholders(value.ms)];
        if (english !== malay) {
          problems.push({
            file,
            entry,
            field,
            lang: 'ms',
            message: `has the placeholders ${malay || '(none)'} where the English has ${english || '(none)'}: the site fills these in, so both languages need the same`,
          });
        }
        // English the translator left in the Malay: the list of known leftovers is the glossary's.
        for (const leftover of englishLeftoversIn(value.ms)) {
          problems.push({
            file,
            entry,
            field,
            lang: 'ms',
            message: `still has the English "${leftover.en}": write ${leftover.write} (app/content/ms/glossary.ts lists these leftovers)`,
          });
        }
      }
      if (Array.isArray(value)) {
        const ids = value.map((item) => (item && typeof item === 'object' ? (item.id ?? item.key) : undefined));
        ids.forEach((id, index) => {
          if (typeof id === 'string' && ids.indexOf(id) !== index) {
            problems.push({ file, entry, field: `${field}.${index}`, message: `repeats the id "${id}": ids must be unique` });
          }
        });
      }
      if ((key === 'stand' || key === 'berth') && typeof value === 'string' && !stands.has(value)) {
        problems.push({
          file,
          entry,
          field,
          message: `"${value}" is not a stand or berth of the venue plan (content/stands)`,
        });
      }
      if (key === 'place' && typeof value === 'string' && !places.has(value)) {
        problems.push({
          file,
          entry,
          field,
          message: `"${value}" is not a place on the venue plan (${[...places].join(', ')})`,
        });
      }
      if (key && pageLinkKeys.has(key) && !(key === 'path' && skipPaths) && typeof value === 'string') {
        const page = value.split('#')[0] ?? value;
        if (!pagePaths.has(page))
          problems.push({ file, entry, field, message: `"${value}" is not a page of this site` });
      }
      if (typeof value === 'string' && /^\/(brochures|media)\/\S+$/.test(value)) {
        if (!fileExists(`../public${value}`)) {
          problems.push({ file, entry, field, message: `"${value}" is not a file of public/` });
        }
      }
      if (isPhoto(value)) {
        const photo = value.file;
        if (!fileExists(`media/${photo}`)) {
          problems.push({
            file,
            entry,
            field: `${field}.file`,
            message: `the photo content/media/${photo} does not exist`,
          });
        }
      }
      if (value && typeof value === 'object' && 'start' in value && 'end' in value) {
        const { start, end } = value as { start: unknown; end: unknown };
        if (typeof start === 'string' && typeof end === 'string' && minutes(end) <= minutes(start)) {
          problems.push({
            file,
            entry,
            field: `${field}${field ? '.' : ''}end`,
            message: `${end} is not after the start, ${start}`,
          });
        }
      }
    });

  // An entry's id, by collection, lower-cased: ids name files, and some disks ignore case.
  const seen = new Map<string, Map<string, string>>();
  for (const { file, entry, data } of contentFiles(content)) {
    if (entry !== undefined) {
      const name = file.slice(0, file.indexOf('/'));
      const ids = seen.get(name) ?? seen.set(name, new Map()).get(name)!;
      const key = entry.toLowerCase();
      if (ids.has(key)) {
        problems.push({
          file,
          entry,
          field: 'id',
          message: `is also the id of ${name}/${ids.get(key)}.yaml: ids must be unique`,
        });
      }
      ids.set(key, entry);
    }
    check(file, entry, data, file === 'pages.yaml');
  }
  return problems;
}
