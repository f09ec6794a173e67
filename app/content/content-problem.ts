import type { z } from 'zod';

/** Something in the content that stops the build, and where it is. */
export type ContentProblem = {
  /** The file, relative to the content folder. */
  file: string;
  /** The entry's id, for a collection's file. */
  entry?: string;
  /** The field, as a path: `image.alt`, `events.2.end`. */
  field?: string;
  lang?: 'en' | 'ms';
  message: string;
};

const languages = { en: 'English', ms: 'Malay' } as const;

/**
 * One line per problem, naming the file, the entry, the field and the language, e.g.
 * `content/boats/sea-breeze.yaml: entry "sea-breeze", field image.alt, Malay: the Malay text is missing`.
 */
export function formatProblem({ file, entry, field, lang, message }: ContentProblem): string {
  const where = [
    entry === undefined ? undefined : `entry "${entry}"`,
    field === undefined ? undefined : `field ${field}`,
    lang === undefined ? undefined : languages[lang],
  ].filter(Boolean);
  return `content/${file}: ${where.length > 0 ? `${where.join(', ')}: ` : ''}${message}`;
}

/** One schema complaint as a problem: the field's path, with the language split off its end. */
export function problemOf(file: string, entry: string | undefined, issue: z.core.$ZodIssue): ContentProblem {
  const path = issue.path.map(String);
  const last = path.at(-1);
  const lang = last === 'en' || last === 'ms' ? last : undefined;
  const fieldPath = lang ? path.slice(0, -1) : path;
  const message =
    issue.code === 'unrecognized_keys'
      ? `has a field this file does not take: ${issue.keys.join(', ')}`
      : issue.message;
  return { file, entry, field: fieldPath.length > 0 ? fieldPath.join('.') : undefined, lang, message };
}
