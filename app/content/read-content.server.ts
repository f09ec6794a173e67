import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { z } from 'zod';
import { contentSchema, type CollectionName, type CopyName } from './schema/content-schema';
import { findContentProblems } from './content-rules';
import { problemOf, type ContentProblem } from './content-problem';
import { findPhotoProblems } from './photo-problems.server';

type Schemas = typeof contentSchema;

/** The whole content as its files say it: both languages side by side, validated. */
export type Content = {
  site: z.infer<Schemas['site']>;
  pages: z.infer<Schemas['pages']>;
  copy: { [Name in CopyName]: z.infer<Schemas['copy'][Name]> };
  collections: { [Name in CollectionName]: z.infer<Schemas['collections'][Name]>[] };
};

/** The content folder of this checkout; `CONTENT_DIR` points a build at another copy. */
export const defaultContentDir = () => process.env.CONTENT_DIR ?? join(process.cwd(), 'content');

/**
 * Reads every file of the content folder and checks it against its schema, then across files
 * (ids, stands, links, photos) and against the edition's dates. Returns the content only when there is no problem at all, so
 * bad content never reaches a page.
 */
export function readContent(dir = defaultContentDir()): { content?: Content; problems: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  const read = <Schema extends z.ZodType>(file: string, schema: Schema, entry?: string) => {
    let data: unknown;
    try {
      data = parse(readFileSync(join(dir, file), 'utf8'));
    } catch (error) {
      problems.push({ file, entry, message: `cannot be read: ${(error as Error).message.split('\n')[0]}` });
      return undefined;
    }
    const result = schema.safeParse(data);
    if (result.success) return result.data as z.infer<Schema>;
    for (const issue of result.error.issues) problems.push(problemOf(file, entry, issue));
    return undefined;
  };

  const site = read('site.yaml', contentSchema.site);
  const pages = read('pages.yaml', contentSchema.pages);
  const copy = Object.fromEntries(
    Object.entries(contentSchema.copy).map(([name, schema]) => [name, read(`copy/${name}.yaml`, schema)]),
  );
  const collections = Object.fromEntries(
    Object.entries(contentSchema.collections).map(([name, schema]) => {
      const folder = join(dir, name);
      const files = existsSync(folder)
        ? readdirSync(folder)
            .filter((file) => file.endsWith('.yaml'))
            .sort()
        : [];
      const entries = files.map((file) => {
        const entry = file.replace(/\.yaml$/, '');
        const data = read(`${name}/${file}`, schema, entry);
        if (data && (data as { id: string }).id !== entry) {
          problems.push({
            file: `${name}/${file}`,
            entry,
            field: 'id',
            message: `is "${(data as { id: string }).id}" but the file is named ${file}: an entry's file is named after its id`,
          });
        }
        return data;
      });
      return [name, entries];
    }),
  );

  if (problems.length > 0) return { problems };
  const content = { site, pages, copy, collections } as Content;
  problems.push(...findContentProblems(content, (path) => existsSync(join(dir, path))));
  // The photos' sizes are read from their files, which the editor checks itself as a photo is
  // chosen (editor/photo-focus-widget.js).
  problems.push(...findPhotoProblems(content, dir));
  return problems.length > 0 ? { problems } : { content, problems };
}
