import { createHash } from 'node:crypto';

/** JSON with every object's keys sorted: the same value always gives the same text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** A request body's fingerprint: a replay is the same JSON value, whatever its spacing or key order. */
export const bodyHash = (value: unknown) => createHash('sha256').update(canonicalJson(value)).digest('hex');
