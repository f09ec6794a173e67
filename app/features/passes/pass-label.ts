import { passToken, type IssuedPass } from './issued-pass';
import type { PassKind } from './pass-claims';
import { readPassToken } from './pass-token';

/**
 * How a registration's confirmation and its registrant's e-mail name each of its passes: the
 * kind's name, with what tells two apart (an entrance ticket's category, a boarding pass's
 * cruise and trip time), and a number where several read the same (two adult tickets).
 */
export function passLabels(passes: readonly IssuedPass[], titles: Record<PassKind, string>): string[] {
  const labels = passes.map((pass) => {
    const claims = readPassToken(passToken(pass));
    const detail = claims?.tr ? `${claims.tr.cr}, ${claims.tr.t}` : claims?.k === 'entrance' ? claims.c : undefined;
    return detail ? `${titles[pass.kind]} · ${detail}` : titles[pass.kind];
  });
  const count = (label: string) => labels.filter((other) => other === label).length;
  return labels.map((label, index) =>
    count(label) > 1 ? `${label} ${labels.slice(0, index + 1).filter((other) => other === label).length}` : label,
  );
}

/** A pass as a registration's confirmation links to it: its name and the token its page reads. */
export type PassLink = { id: string; label: string; token: string };

/**
 * The confirmation's links, named as the registrant's e-mail names the passes. Computed where
 * the passes arrive (sendRegistration, whose chunk brings the outbox's, which needs this code
 * anyway), so that a form page does not download it up front for a confirmation most builds
 * never show.
 */
export function passLinks(passes: readonly IssuedPass[], titles: Record<PassKind, string>): PassLink[] {
  const labels = passLabels(passes, titles);
  return passes.map((pass, index) => ({ id: pass.id, label: labels[index]!, token: passToken(pass) }));
}
