import { passKinds, type PassKind } from './pass-claims';

/**
 * A pass as the registrations service lists it when it stores a registration (201, and the
 * same on a replay): its id, its kind and the url of its page, the signed token in the
 * fragment (`/pass#<token>`), so the token never reaches a server.
 */
export type IssuedPass = { id: string; kind: PassKind; url: string };

const isIssuedPass = (value: unknown): value is IssuedPass => {
  if (typeof value !== 'object' || value === null) return false;
  const { id, kind, url } = value as Record<string, unknown>;
  return (
    typeof id === 'string' &&
    typeof url === 'string' &&
    url.includes('#') &&
    (passKinds as readonly unknown[]).includes(kind)
  );
};

/** The passes in a service's answer; anything else in it is left out, never thrown on. */
export function issuedPasses(answer: unknown): IssuedPass[] {
  const passes = (answer as { passes?: unknown } | null)?.passes;
  return Array.isArray(passes) ? passes.filter(isIssuedPass) : [];
}

/** The signed token: everything after the url's `#`. */
export const passToken = (pass: IssuedPass) => pass.url.slice(pass.url.indexOf('#') + 1);
