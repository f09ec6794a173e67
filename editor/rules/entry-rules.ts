import type { z } from 'zod';
import { problemOf, type ContentProblem } from '../../app/content/content-problem';
import { findContentProblems } from '../../app/content/content-rules';
import type { Content } from '../../app/content/read-content.server';
import { contentSchema, type CollectionName, type CopyName } from '../../app/content/schema/content-schema';
import { prepareEntry } from './prepare-entry';

/**
 * The content check, run in the editor on the entry being edited: the same zod schemas and the
 * same cross-field and cross-file rules (findContentProblems) as the build, on the content as it
 * was when the editor opened (the snapshot, admin/content.json) with this entry in place of its
 * stored version. Bundled into admin/entry-rules.js (scripts/editor/rules-bundle.ts) as
 * `window.MybosRules`; editor/editor.js shows each problem under its field.
 */

/** What the editor knows of the rest of the content: the content, and the files of public/ it may link. */
export type Snapshot = { content?: Content; files: string[] };

/** Which entry: a collection's (by its folder name) or a file of the "site" collection (by its name in the config). */
export type Target = { collection: string; file?: string; isNew?: boolean };

type Data = Record<string, unknown>;

let snapshot: Snapshot = { files: [] };

export function start(given: Snapshot) {
  snapshot = given;
}

/** The file an entry is saved to, relative to content/, and the schema it must match. */
function fileOf(target: Target, data: Data): { file: string; entry?: string; schema: z.ZodType } | undefined {
  if (target.collection === 'site') {
    if (target.file === 'site') return { file: 'site.yaml', schema: contentSchema.site };
    if (target.file === 'pages') return { file: 'pages.yaml', schema: contentSchema.pages };
    const name = target.file?.replace(/^copy-/, '') as CopyName;
    const schema = contentSchema.copy[name];
    return schema ? { file: `copy/${name}.yaml`, schema } : undefined;
  }
  const schema = contentSchema.collections[target.collection as CollectionName];
  if (!schema) return undefined;
  const id = typeof data.id === 'string' ? data.id : '';
  return { file: `${target.collection}/${id}.yaml`, entry: id, schema };
}

/** The content with this entry in place of its stored version (or added, when it is new). */
function withEntry(content: Content, target: Target, data: Data): Content {
  const next = { ...content, copy: { ...content.copy }, collections: { ...content.collections } } as Content;
  if (target.collection === 'site') {
    if (target.file === 'site') next.site = data as Content['site'];
    else if (target.file === 'pages') next.pages = data as Content['pages'];
    else (next.copy as Record<string, unknown>)[target.file!.replace(/^copy-/, '')] = data;
    return next;
  }
  const name = target.collection as CollectionName;
  const entries = content.collections[name] as { id: string }[];
  const others = entries.filter((entry) => entry.id !== data.id);
  (next.collections as Record<string, unknown>)[name] = [...others, data].sort((a, b) =>
    (a as { id: string }).id.localeCompare((b as { id: string }).id),
  );
  return next;
}

/** Every problem of this entry, as the build's content check would report it for its file. */
export function problemsOf(target: Target, raw: Data): ContentProblem[] {
  const data = prepareEntry(target.collection, raw);
  const where = fileOf(target, data);
  if (!where) return [];
  const result = where.schema.safeParse(data);
  if (!result.success) return result.error.issues.map((issue) => problemOf(where.file, where.entry, issue));
  const problems: ContentProblem[] = [];
  const { content } = snapshot;
  if (!content) return problems;
  if (target.isNew && target.collection !== 'site') {
    const taken = (content.collections[target.collection as CollectionName] as { id: string }[]).find(
      (entry) => entry.id.toLowerCase() === String(data.id).toLowerCase(),
    );
    if (taken) {
      problems.push({
        file: where.file,
        entry: where.entry,
        field: 'id',
        message: `is also the id of ${target.collection}/${taken.id}.yaml: ids must be unique`,
      });
    }
  }
  // Photos are chosen from the editor's media library (or uploaded with the entry), so the
  // editor takes them as present; links to public/ are checked against the snapshot's list.
  const fileExists = (path: string) => path.startsWith('media/') || snapshot.files.includes(path);
  const all = findContentProblems(withEntry(content, target, data), fileExists);
  return [...problems, ...all.filter((problem) => problem.file === where.file)];
}

/** After a save: the snapshot takes the saved entry, so the next entry is checked against it. */
export function saved(target: Target, raw: Data) {
  if (snapshot.content)
    snapshot = { ...snapshot, content: withEntry(snapshot.content, target, prepareEntry(target.collection, raw)) };
}

/** The stands and berths of the venue plan, each with the exhibitor that has it (other than `exceptId`). */
export function standChoices(exceptId: string | undefined) {
  const content = snapshot.content;
  if (!content) return [];
  return [...content.collections.stands]
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id))
    .map((stand) => ({
      id: stand.id,
      zone: stand.zone,
      takenBy: content.collections.exhibitors
        .filter((exhibitor) => exhibitor.stand === stand.id && exhibitor.id !== exceptId)
        .map((exhibitor) => exhibitor.name),
    }));
}

/** The exhibitors' categories of the office's list. */
export const categoryChoices = () => snapshot.content?.copy.exhibitors.categories ?? [];

export { prepareEntry };
// The photo size rule's words, for the photo field (editor/photo-focus-widget.js).
export { photoSizeProblem } from '../../app/content/photo-rules';
