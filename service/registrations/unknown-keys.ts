import type { z } from 'zod/mini';

/**
 * The path of the first key of `value` that `schema` does not declare, or undefined. The forms'
 * schemas are plain objects, which drop unknown keys; the service refuses them instead, and
 * reads what is known from the same schemas, so there is still one list of fields.
 */
export function findUnknownKey(schema: z.core.$ZodType, value: unknown, path: (string | number)[] = []) {
  return walk(schema, value, path);
}

type Def = {
  type: string;
  shape?: Record<string, z.core.$ZodType>;
  element?: z.core.$ZodType;
  in?: z.core.$ZodType;
  innerType?: z.core.$ZodType;
};

function walk(schema: z.core.$ZodType, value: unknown, path: (string | number)[]): (string | number)[] | undefined {
  const def = schema._zod.def as Def;
  switch (def.type) {
    case 'object': {
      if (!isRecord(value) || !def.shape) return undefined;
      for (const [key, field] of Object.entries(value)) {
        const known = Object.hasOwn(def.shape, key) ? def.shape[key] : undefined;
        if (!known) return [...path, key];
        const found = walk(known, field, [...path, key]);
        if (found) return found;
      }
      return undefined;
    }
    case 'array': {
      if (!Array.isArray(value) || !def.element) return undefined;
      for (const [index, item] of value.entries()) {
        const found = walk(def.element, item, [...path, index]);
        if (found) return found;
      }
      return undefined;
    }
    case 'pipe':
      return def.in ? walk(def.in, value, path) : undefined;
    case 'optional':
    case 'nullable':
    case 'default':
      return def.innerType ? walk(def.innerType, value, path) : undefined;
    default:
      return undefined;
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
