import type { ContentProblem } from './content-problem';
import { findListProblems } from './content-lists';
import { findDateProblems } from './edition-dates';
import { findReferenceProblems, type FileExists } from './content-references';
import type { Content } from './read-content.server';

/**
 * Every rule of the content check beyond each file's schema, in one place: the build calls it
 * from readContent, and the organisers' editor calls it on the entry being edited
 * (editor/rules/entry-rules.ts), so both refuse the same things in the same words. A new module
 * of rules is added here, not in its callers.
 */
export function findContentProblems(content: Content, fileExists: FileExists): ContentProblem[] {
  return [...findReferenceProblems(content, fileExists), ...findListProblems(content), ...findDateProblems(content)];
}
