import type { Site } from '~/content/edition';
import { readEditions } from '~/content/read-editions.server';

type Windows = Site['edition']['registration'];

const read = new Map<string | undefined, Windows>();

/** The forms' registration windows in the content, as the service reads them at start. */
export function contentWindows(contentDir?: string): Windows {
  let windows = read.get(contentDir);
  if (!windows) {
    windows = readEditions(undefined, undefined, contentDir).en.site.edition.registration;
    read.set(contentDir, windows);
  }
  return windows;
}

/**
 * The middle of the time every form's window is open, so a test registers any kind without
 * depending on today's date. Content whose windows never overlap has no such time: said.
 */
export function insideEveryWindow(windows: Windows): number {
  const all = Object.values(windows);
  const opens = Math.max(...all.map((window) => Date.parse(window.opens)));
  const closes = Math.min(...all.map((window) => Date.parse(window.closes)));
  if (!(opens < closes)) throw new Error('the forms of the content are never all open at once');
  return opens + Math.floor((closes - opens) / 2);
}

/** A clock that reads `at` now and runs from there, as a real one does. */
export function clockFrom(at: number): () => Date {
  const started = Date.now();
  return () => new Date(at + (Date.now() - started));
}
