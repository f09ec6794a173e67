import type { IssuedPass } from './issued-pass';
import type { PassKind } from './pass-claims';
import { passLabels } from './pass-label';

/**
 * The words a registrant's e-mail gives its passes, in the registration's language. The form
 * puts them in the outbox with the registration: the passes are known only once the service
 * has stored it, maybe later, in the service worker, which has no content to read.
 */
export type PassEmailWords = {
  /** The line above the links. */
  intro: string;
  /** Each kind's name, such as "Visitor pass". */
  titles: Record<PassKind, string>;
};

/**
 * The e-mail's `passes` parameter: the intro, then one line per pass, its name (pass-label.ts)
 * and its link. Text,
 * as every parameter is (the template shows it with its line breaks); empty without passes.
 */
export function passesParam(passes: readonly IssuedPass[], words: PassEmailWords): string {
  if (passes.length === 0) return '';
  const labels = passLabels(passes, words.titles);
  return [words.intro, ...passes.map((pass, index) => `${labels[index]}: ${pass.url}`)].join('\n');
}
